"""Linking and embedding: preview tags, chart images, embed pages, and every public URL."""

from __future__ import annotations

import re
import struct
import zlib
from pathlib import Path

import pytest
from bs4 import BeautifulSoup

from baccarat.render.charts import CHARTS
from baccarat.rules import banker_draws
from sitebuild.charts import png
from tests.conftest import ROOT, html_pages
from tests.site.built import built_page

pytestmark = pytest.mark.site

PUBLIC_URLS = [
    line for line in (ROOT / "tests" / "golden" / "public_urls.txt").read_text().splitlines() if line.startswith("/")
]


def decode_png(data: bytes) -> tuple[int, int]:
    """Check that PNG bytes decode (chunk CRCs, image data of the right size); return (width, height)."""
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    position, chunks = 8, {}
    image = b""
    while position < len(data):
        (length,) = struct.unpack(">I", data[position : position + 4])
        kind, body = data[position + 4 : position + 8], data[position + 8 : position + 8 + length]
        (crc,) = struct.unpack(">I", data[position + 8 + length : position + 12 + length])
        assert zlib.crc32(kind + body) == crc, kind
        chunks[kind] = body
        image += body if kind == b"IDAT" else b""
        position += 12 + length
    width, height, depth, colour = struct.unpack(">IIBB", chunks[b"IHDR"][:10])
    channels = {2: 3, 6: 4, 0: 1, 4: 2}[colour]
    assert depth == 8 and b"IEND" in chunks
    assert len(zlib.decompress(image)) == height * (1 + width * channels)
    return width, height


def test_every_page_has_a_description_and_link_preview_tags(built_site: Path, site_port: int) -> None:
    site_url = f"http://127.0.0.1:{site_port}/"
    pages = html_pages(built_site)
    assert len(pages) >= 13
    descriptions = set()
    for path in pages:
        soup = built_page(path)
        url = site_url + path.parent.relative_to(built_site).as_posix().removeprefix(".") + "/"
        url = url.replace(f"{site_url}/", site_url)

        def meta(attribute: str, name: str, page: Path = path, page_soup: BeautifulSoup = soup) -> str:
            found = page_soup.find("meta", attrs={attribute: name})
            assert found is not None, f"{page}: no {name}"
            return str(found["content"])

        description = meta("name", "description")
        assert len(description) > 50
        descriptions.add(description)
        assert meta("property", "og:description") == description == meta("name", "twitter:description")
        assert meta("property", "og:type") == "website"
        assert meta("property", "og:url") == url
        assert meta("property", "og:title") == meta("name", "twitter:title") != ""
        assert meta("name", "twitter:card") == "summary_large_image"
        image = meta("property", "og:image")
        assert image == meta("name", "twitter:image") and image.startswith(site_url)
        assert (built_site / image.removeprefix(site_url)).is_file(), f"{path}: og:image {image} is not in the site"
        assert meta("property", "og:image:alt")
    assert len(descriptions) == len(pages), "each page describes itself"


@pytest.mark.parametrize(
    ("page", "image"),
    [
        ("rules/card-values", "card-values"),
        ("rules/player", "player-chart"),
        ("rules/banker", "banker-chart"),
        ("odds", "site-card"),
    ],
)
def test_chart_pages_preview_their_chart(built_site: Path, page: str, image: str) -> None:
    soup = built_page(built_site / page / "index.html")
    og = soup.find("meta", attrs={"property": "og:image"})
    assert og is not None and str(og["content"]).endswith(f"/charts/{image}.png")


@pytest.mark.parametrize("key", [*CHARTS, "site-card"])
def test_chart_pngs_decode_at_link_preview_size(built_site: Path, key: str) -> None:
    width, height = decode_png((built_site / "charts" / f"{key}.png").read_bytes())
    assert width >= 1200 and height >= 630


def test_the_same_chart_gives_the_same_png_bytes(built_site: Path) -> None:
    svg = (built_site / "charts" / "banker-chart.svg").read_text()
    assert png(svg) == png(svg)


def test_the_published_banker_chart_says_what_the_rules_say(built_site: Path) -> None:
    svg = (built_site / "charts" / "banker-chart.svg").read_text()
    cells = dict(re.findall(r'data-cell="(\d,\w+)"><rect[^>]*/><text[^>]*>(\w+)</text>', svg))
    assert len(cells) == 88
    for total in range(8):
        for third in (None, *range(10)):
            word = "Draw" if banker_draws(total, third) else "Stand"
            assert cells[f"{total},{'stood' if third is None else third}"] == word


@pytest.mark.parametrize("key", list(CHARTS))
def test_embed_pages_are_small_and_chrome_less(built_site: Path, key: str) -> None:
    path = built_site / "embed" / key / "index.html"
    text = path.read_text()
    # Under 25 KB a drawing: the full Banker grid's embed carries two, its words and, for a phone, its letters.
    assert len(text.encode()) < 25_000 * text.count("<svg")
    assert text.count("<svg") == (2 if key == "banker-chart" else 1)
    soup = BeautifulSoup(text, "html.parser")
    assert soup.find("script", src=True) is None and soup.find("link", rel="stylesheet") is None
    assert soup.select_one(f'svg.bac-chart[data-chart="{key}"]') is not None
    credit = soup.select_one(".credit a")
    assert credit is not None
    target = (path.parent / str(credit["href"]).split("#")[0] / "index.html").resolve()
    assert target.is_file() and f'id="{str(credit["href"]).split("#")[1]}"' in target.read_text()
    assert "@media (prefers-color-scheme: dark)" in text and "@media print" in text


def test_sources_lists_every_chart_with_its_link_image_and_iframe(built_site: Path, site_port: int) -> None:
    site_url = f"http://127.0.0.1:{site_port}/"
    soup = built_page(built_site / "sources" / "index.html")
    code = "\n".join(
        str(field.get("value") or field.get_text()) for field in soup.select(".bac-copy input, .bac-copy textarea")
    )
    for key, chart in CHARTS.items():
        assert soup.find(id=f"embed-{key}") is not None
        assert f"{site_url}{chart.page}" in code
        assert f"{site_url}charts/{key}.svg" in code and f"{site_url}charts/{key}.png" in code
        assert f'<iframe src="{site_url}embed/{key}/"' in code


@pytest.mark.parametrize("url", PUBLIC_URLS)
def test_every_public_url_exists(built_site: Path, url: str) -> None:
    path, _, anchor = url.partition("#")
    target = built_site / path.lstrip("/")
    if path.endswith("/"):
        target = target / "index.html"
    assert target.is_file(), url
    if anchor:
        assert built_page(target).find(id=anchor) is not None, url


@pytest.mark.parametrize(("old", "new"), [("rules", "card-values/"), ("embed", "sources/")])
def test_old_and_short_urls_redirect(built_site: Path, old: str, new: str) -> None:
    text = (built_site / old / "index.html").read_text()
    assert re.search(rf'http-equiv="refresh" content="0; url=[^"]*{re.escape(new)}"', text), text[:400]
