"""The Windows .ico and macOS .icns hold the app icon's PNGs and are up to date with them."""

from __future__ import annotations

import importlib.util
import struct

import pytest

from .helpers import PACKAGING


@pytest.fixture(scope="module")
def icons():
    spec = importlib.util.spec_from_file_location("make_platform_icons",
                                                  PACKAGING / "make_platform_icons.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_committed_files_match_the_pngs(icons):
    images = icons.pngs()
    assert icons.ICO.read_bytes() == icons.ico_bytes(images)
    assert icons.ICNS.read_bytes() == icons.icns_bytes(images)


def test_ico_directory_points_at_each_png(icons):
    images = icons.pngs()
    data = icons.ICO.read_bytes()
    reserved, kind, count = struct.unpack_from("<HHH", data)
    assert (reserved, kind, count) == (0, 1, len(images))
    for i in range(count):
        width, height, _, _, planes, bits, length, offset = struct.unpack_from(
            "<BBBBHHII", data, 6 + 16 * i)
        png = data[offset:offset + length]
        size = icons.png_size(png)[0]
        assert (width or 256, height or 256) == (size, size)
        assert (planes, bits) == (1, 32)
        assert png == images[size]


def test_icns_elements_are_pngs_of_the_declared_size(icons):
    data = icons.ICNS.read_bytes()
    assert data[:4] == b"icns" and struct.unpack_from(">I", data, 4)[0] == len(data)
    expected = dict(icons.ICNS_TYPES)
    seen, pos = {}, 8
    while pos < len(data):
        kind, length = data[pos:pos + 4], struct.unpack_from(">I", data, pos + 4)[0]
        seen[kind] = icons.png_size(data[pos + 8:pos + length])[0]
        pos += length
    assert pos == len(data)
    assert seen == {k: s for k, s in expected.items() if s in icons.pngs()}
    assert seen[b"ic08"] == 256


def test_png_size_rejects_other_files(icons):
    with pytest.raises(ValueError):
        icons.png_size(b"GIF89a" + bytes(30))
