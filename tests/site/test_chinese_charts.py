"""The Chinese editions' chart images, link previews and embeds: drawn in their language, with a pinned CJK font."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from bs4 import BeautifulSoup

from baccarat.i18n import words
from baccarat.render.charts import CHARTS, chart_svg
from baccarat.render.drawing import preview_svg
from sitebuild.charts import PREVIEW_SUBTITLE, SITE_CARD, png
from sitebuild.editions import EDITIONS, Edition
from tests.chinese import english_words, wrong_script
from tests.conftest import html_pages
from tests.site.built import built_page

from .test_links import decode_png

pytestmark = pytest.mark.site

CHINESE = [edition for edition in EDITIONS if edition.lang.startswith("zh")]
#: An embed's link parameters, named as the reader types them.
PARAMETERS = {"row", "cell", "theme", "stood"}


def _texts(svg: str) -> str:
    """What a chart's drawing says: its title, description and every text element."""
    return " ".join(re.findall(r"<(?:title|desc|text)\b[^>]*>([^<]*)<", svg))


@pytest.mark.parametrize("edition", CHINESE, ids=lambda edition: edition.lang)
@pytest.mark.parametrize("key", list(CHARTS))
def test_a_chinese_chart_image_speaks_its_script(built_site: Path, edition: Edition, key: str) -> None:
    svg = (built_site / edition.path / "charts" / f"{key}.svg").read_text()
    assert svg.startswith(f'<svg xml:lang="{edition.lang}" ')
    title = re.search(r"<title[^>]*>([^<]*)<", svg)
    assert title is not None and title.group(1) == CHARTS[key].title_in(edition.lang) != CHARTS[key].title
    said = _texts(svg)
    assert english_words(said) == [] and wrong_script(said, edition.lang) == set(), key


@pytest.mark.parametrize("edition", CHINESE, ids=lambda edition: edition.lang)
def test_a_chinese_preview_card_draws_its_chinese_characters_with_the_pinned_font(
    built_site: Path, edition: Edition
) -> None:
    """The PNG is the chart's card drawn from the same code (the same bytes), and its Chinese characters are
    really drawn: without the CJK font (English's fonts), the same card comes out different."""
    lang = edition.lang
    for key, chart in CHARTS.items():
        built = (built_site / edition.path / "charts" / f"{key}.png").read_bytes()
        card = preview_svg(chart.title_in(lang), words(lang)(PREVIEW_SUBTITLE), chart_svg(key, lang=lang), lang=lang)
        assert built == png(card, lang), f"{key}: not the same bytes from the same code"
        assert decode_png(built) >= (1200, 630)
        assert png(card, "en") != built, f"{key}: its Chinese characters are not drawn"
    assert decode_png((built_site / edition.path / "charts" / f"{SITE_CARD}.png").read_bytes()) >= (1200, 630)


@pytest.mark.parametrize("edition", CHINESE, ids=lambda edition: edition.lang)
def test_chinese_pages_preview_their_editions_images(built_site: Path, site_port: int, edition: Edition) -> None:
    site_url = f"http://127.0.0.1:{site_port}/{edition.path}"
    for path in html_pages(built_site, edition.path):
        soup = built_page(path)
        for tag in soup.find_all("meta", attrs={"property": "og:image"}) + soup.find_all(
            "meta", attrs={"name": "twitter:image"}
        ):
            image = str(tag["content"])
            assert image.startswith(f"{site_url}charts/"), f"{path}: {image}"
            assert (built_site / edition.path / image.removeprefix(site_url)).is_file(), f"{path}: {image}"


@pytest.mark.parametrize("edition", CHINESE, ids=lambda edition: edition.lang)
@pytest.mark.parametrize("key", list(CHARTS))
def test_a_chinese_embed_page_speaks_its_script(built_site: Path, edition: Edition, key: str) -> None:
    path = built_site / edition.path / "embed" / key / "index.html"
    soup = BeautifulSoup(path.read_text(encoding="utf-8"), "html.parser")  # its own: parts are taken out below
    html = soup.find("html")
    assert html is not None and html["lang"] == edition.lang
    said = json.loads(soup.select_one("#words").get_text())  # type: ignore[union-attr]
    credit = soup.select_one(".credit")
    assert credit is not None
    for hidden in soup.select("script, style"):
        hidden.decompose()
    # The link's own parameters (row=4, cell=4,stood, theme=dark) stay as written, and {total} is a value's place.
    text = re.sub(r"\w+=[\w,]+|\{\w+\}", "", soup.get_text(" ") + " ".join(said.values()))
    assert [word for word in english_words(text) if word not in PARAMETERS] == [], key
    assert wrong_script(text, edition.lang) == set(), key
    link = credit.find("a")
    assert link is not None
    target = (path.parent / str(link["href"]).split("#")[0] / "index.html").resolve()
    assert target.is_relative_to((built_site / edition.path).resolve()) and target.is_file()


@pytest.mark.parametrize("edition", CHINESE, ids=lambda edition: edition.lang)
def test_a_chinese_sources_page_lists_its_editions_embeds_in_its_words(
    built_site: Path, site_port: int, edition: Edition
) -> None:
    site_url = f"http://127.0.0.1:{site_port}/{edition.path}"
    soup = built_page(built_site / edition.path / "sources" / "index.html")
    fields = soup.select(".bac-copy")
    assert len(fields) == 4 * len(CHARTS)
    labels = " ".join(field.select_one("span").get_text() for field in fields)  # type: ignore[union-attr]
    assert english_words(labels.replace("SVG", "").replace("PNG", "")) == [], labels
    code = "\n".join(str(f.get("value") or f.get_text()) for f in soup.select(".bac-copy input, .bac-copy textarea"))
    for key, chart in CHARTS.items():
        heading = soup.find(id=f"embed-{key}")
        assert heading is not None and chart.title_in(edition.lang) in heading.get_text()
        assert f'<iframe src="{site_url}embed/{key}/"' in code
        assert f"{site_url}charts/{key}.svg" in code and f"{site_url}charts/{key}.png" in code
    links = soup.select(".bac-links li")
    assert links and all(f"/{edition.path}" in item.get_text() for item in links)
    assert english_words(" ".join(re.sub(r"`?/\S+`?", "", item.get_text()) for item in links)) == []
