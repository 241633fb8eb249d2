"""The command line: answers without a display, refuses what it does not know, sets --home first.

The subprocess tests run with DISPLAY, WAYLAND_DISPLAY and QT_QPA_PLATFORM removed, as on
a server: anything that loaded Qt's platform plugin there would abort instead of answering.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from razz_desktop import __version__, cli, paths
from razz_desktop.launch_options import Options

ROOT = Path(__file__).resolve().parents[1]


def headless_env(**extra: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items()
           if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM", paths.HOME_ENV)}
    env.update(extra)
    return env


def run(*args: str, **env: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, *args], capture_output=True, text=True, timeout=120,
                          env=headless_env(**env), cwd=ROOT)


@pytest.mark.parametrize("launcher", [["-m", "razz_desktop"], ["main.py"]])
def test_version_prints_name_and_version_without_a_display(launcher: list[str]) -> None:
    out = run(*launcher, "--version")
    assert out.returncode == 0, out.stderr
    assert out.stdout == f"razz-desktop {__version__}\n"


@pytest.mark.parametrize("launcher", [["-m", "razz_desktop"], ["main.py"]])
def test_help_prints_usage_and_every_option(launcher: list[str]) -> None:
    out = run(*launcher, "--help")
    assert out.returncode == 0, out.stderr
    assert out.stdout.startswith("usage: razz-desktop")
    for option in ("--version", "--home DIR", "--install-desktop-entry", "--uninstall-desktop-entry",
                   "--smoke-test N", "--quit-after-first-paint", cli.HOME_ENV):
        assert option in out.stdout


def test_installed_script_answers_too() -> None:
    script = Path(sys.executable).parent / "razz-desktop"
    if not script.is_file():
        pytest.skip("the package is not installed in this interpreter's environment")
    out = subprocess.run([str(script), "--version"], capture_output=True, text=True, timeout=120,
                         env=headless_env())
    assert (out.returncode, out.stdout) == (0, f"razz-desktop {__version__}\n")


@pytest.mark.parametrize("args", [["--bogus"], ["--smoke-test", "0"], ["--smoke-test", "x"],
                                  ["stray-word"], ["--hom", "/tmp"], ["--home"],
                                  ["--install-desktop-entry", "--uninstall-desktop-entry"]])
def test_what_it_does_not_understand_prints_usage_and_exits_2(args: list[str]) -> None:
    out = run("-m", "razz_desktop", *args)
    assert out.returncode == 2
    assert out.stderr.startswith("usage: razz-desktop")
    assert out.stdout == ""


def test_help_and_version_do_not_import_qt_or_read_folders() -> None:
    code = ("import sys; from razz_desktop.cli import main\n"
            "assert main(['--help']) == 0 and main(['--version']) == 0\n"
            "loaded = [m for m in ('PySide6', 'appdirs', 'razz_desktop.paths', 'razz_desktop.app') "
            "if m in sys.modules]\n"
            "print('loaded:', loaded, file=sys.stderr); sys.exit(1 if loaded else 0)")
    out = run("-c", code)
    assert out.returncode == 0, out.stderr


def test_the_home_variable_is_the_one_paths_reads() -> None:
    assert cli.HOME_ENV == paths.HOME_ENV


def test_parse_fills_options() -> None:
    parsed = cli.parse(["--home", "~/razz", "--smoke-test", "3", "--", "-style", "Fusion"])
    options = parsed.options
    assert options.home == Path("~/razz").expanduser().absolute()
    assert options.smoke_hands == 3
    assert options.quit_after_first_paint is False
    assert options.qt_args == ["razz-desktop", "-style", "Fusion"]
    assert not parsed.install_entry and not parsed.uninstall_entry
    with pytest.raises(AttributeError):
        options.home = None  # type: ignore[misc]  # frozen
    assert cli.parse([]).options == Options(None, False, None, ["razz-desktop"])


def test_home_is_in_the_environment_before_the_app_runs(monkeypatch: pytest.MonkeyPatch,
                                                        tmp_path: Path) -> None:
    import razz_desktop.launcher as app

    monkeypatch.delenv(paths.HOME_ENV, raising=False)
    seen: list[tuple[Options, str | None, Path]] = []

    def fake_run(options: Options) -> int:
        seen.append((options, os.environ.get(paths.HOME_ENV), paths.settings_path()))
        return 7

    monkeypatch.setattr(app, "run", fake_run)
    assert cli.main(["--home", str(tmp_path / "h"), "--quit-after-first-paint"]) == 7
    options, env_home, settings = seen[0]
    assert env_home == str(tmp_path / "h")
    assert settings == tmp_path / "h" / "config" / "settings.json"
    assert options.quit_after_first_paint and options.home == tmp_path / "h"


def test_without_home_the_environment_is_left_alone(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    import razz_desktop.launcher as app

    monkeypatch.setenv(paths.HOME_ENV, str(tmp_path / "from-env"))
    monkeypatch.setattr(app, "run", lambda options: 0 if options.home is None else 1)
    assert cli.main([]) == 0
    assert os.environ[paths.HOME_ENV] == str(tmp_path / "from-env")


def test_desktop_entry_install_and_uninstall_from_the_command_line(tmp_path: Path) -> None:
    data = tmp_path / "xdg-data"
    out = run("-m", "razz_desktop", "--install-desktop-entry", XDG_DATA_HOME=str(data))
    assert out.returncode == 0, out.stderr
    entry = data / "applications" / "io.github.razzdesktop.razzdesktop.desktop"
    assert str(entry) in out.stdout
    assert entry.is_file()
    assert (data / "metainfo" / "io.github.razzdesktop.razzdesktop.metainfo.xml").is_file()
    assert (data / "icons" / "hicolor" / "scalable" / "apps" / "io.github.razzdesktop.razzdesktop.svg").is_file()
    out = run("-m", "razz_desktop", "--uninstall-desktop-entry", XDG_DATA_HOME=str(data))
    assert (out.returncode, out.stdout) == (0, "Removed the Razz Desktop menu entry\n")
    assert not entry.exists()
    out = run("-m", "razz_desktop", "--uninstall-desktop-entry", XDG_DATA_HOME=str(data))
    assert (out.returncode, out.stdout) == (0, "No Razz Desktop menu entry was installed\n")


def test_an_unwritable_data_folder_is_a_clear_error(tmp_path: Path) -> None:
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file where the data folder should be")
    out = run("-m", "razz_desktop", "--install-desktop-entry", XDG_DATA_HOME=str(blocker))
    assert out.returncode == 1
    assert out.stderr.startswith("razz-desktop: ")
    assert "Traceback" not in out.stderr
