"""Package list for setuptools; everything else is in pyproject.toml.

The top-level resources/ folder (card art, fonts, icons) is installed as the
package ``razz_desktop.resources``, so code finds it the same way from a
checkout, an installed wheel and a frozen build (importlib.resources).
"""

from setuptools import find_packages, setup

setup(
    packages=find_packages(include=["razz_desktop", "razz_desktop.*"]) + ["razz_desktop.resources"],
    package_dir={"razz_desktop.resources": "resources"},
    package_data={"razz_desktop.resources": ["*", "**/*"]},
    include_package_data=True,
)
