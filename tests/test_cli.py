from __future__ import annotations

import json

import pytest

from baccarat.cli import main
from tests.chinese import english_words, wrong_script


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_coup_explained(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "coup", "2", "3", "2", "K", "8")
    assert code == 0
    assert out.splitlines()[-1] == "6. Banker 3 beats Player 2: Banker wins."


def test_coup_from_hands_json(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "coup", "--player", "2 2 8", "--banker", "3 K", "--json")
    data = json.loads(out)
    assert code == 0 and data["outcome"] == "banker" and data["cards"] == ["2", "3", "2", "K", "8"]
    assert data["steps"][4]["chart_cell"] == [3, 8]


def test_bad_input_is_a_message_not_a_traceback(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "coup", "2", "Z")
    assert code == 2 and out == "" and err.startswith("error: 'Z' is not a card")
    code, _, err = run(capsys, "coup", "--player", "2 2", "--banker", "3 K")
    assert code == 2 and "must draw" in err


def test_shoe_json_is_reproducible(capsys: pytest.CaptureFixture[str]) -> None:
    _, first, _ = run(capsys, "shoe", "--seed", "7", "--decks", "2", "--coups", "4", "--json")
    _, second, _ = run(capsys, "shoe", "--seed", "7", "--decks", "2", "--coups", "4", "--json")
    assert first == second and len(json.loads(first)["coups"]) == 4


def test_chart(capsys: pytest.CaptureFixture[str]) -> None:
    _, out, _ = run(capsys, "chart", "--json")
    data = json.loads(out)
    assert data["banker"]["3"]["8"] is False and data["banker"]["3"]["stood"] is True
    assert data["player"]["5"] == "draw"


def test_odds(capsys: pytest.CaptureFixture[str]) -> None:
    _, out, _ = run(capsys, "odds", "--decks", "8", "--json")
    data = json.loads(out)
    assert data["deals"] == 4998398275503360 and data["outcome_deals"]["tie"] == 475627426473216
    _, text, _ = run(capsys, "odds")
    assert "4,998,398,275,503,360 equally likely deals" in text


def test_help_reads_well(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["--help"])
    out = capsys.readouterr().out
    assert "explain one coup, step by step" in out and "exact odds" in out


@pytest.mark.parametrize("lang", ["zh-Hant", "zh-Hans"])
def test_the_command_line_speaks_chinese(capsys: pytest.CaptureFixture[str], lang: str) -> None:
    assert main(["coup", "2", "3", "2", "K", "8", "--lang", lang]) == 0
    assert main(["shoe", "--seed", "3", "--coups", "1", "--lang", lang]) == 0
    assert main(["chart", "--lang", lang]) == 0
    out = capsys.readouterr().out
    assert not english_words(out) and not wrong_script(out, lang), out[:400]
    assert main(["coup", "2", "Z", "--lang", lang]) == 2
    error = capsys.readouterr().err
    assert error.startswith("error: ") and not wrong_script(error, lang) and "Z" in error


def test_an_unknown_language_is_refused_by_the_command_line(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exited:
        main(["coup", "2", "3", "2", "K", "8", "--lang", "fr"])
    assert exited.value.code == 2
    assert "--lang" in capsys.readouterr().err
