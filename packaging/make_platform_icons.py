"""Pack the app icon's PNG sizes into a Windows .ico and a macOS .icns (no Pillow needed).

Both formats can hold PNG images as they are, so this only writes the containers around the
art engineer's PNGs in packaging/linux/icons/hicolor/SIZE/apps/. Run it after those change:

    python packaging/make_platform_icons.py

It writes packaging/windows/hearts-desktop.ico and packaging/macos/hearts-desktop.icns, which
hearts-desktop.spec picks up on those systems.
"""

from __future__ import annotations

import struct
from pathlib import Path

HERE = Path(__file__).resolve().parent
NAME = "hearts-desktop"
HICOLOR = HERE / "linux" / "icons" / "hicolor"
ICO = HERE / "windows" / f"{NAME}.ico"
ICNS = HERE / "macos" / f"{NAME}.icns"

# icns element types that may hold a PNG, by pixel size (the @2x types reuse the larger PNG).
ICNS_TYPES = (
    (b"icp4", 16), (b"icp5", 32), (b"ic11", 32), (b"icp6", 64), (b"ic12", 64),
    (b"ic07", 128), (b"ic08", 256), (b"ic13", 256),
)


def png_size(data: bytes) -> tuple[int, int]:
    """Width and height of a PNG from its IHDR chunk."""
    if data[:8] != b"\x89PNG\r\n\x1a\n" or data[12:16] != b"IHDR":
        raise ValueError("not a PNG")
    return struct.unpack(">II", data[16:24])


def pngs(folder: Path = HICOLOR) -> dict[int, bytes]:
    """The square PNG icons by pixel size, checked against their folder names."""
    found = {}
    for path in sorted(folder.glob(f"*x*/apps/{NAME}.png")):
        data = path.read_bytes()
        width, height = png_size(data)
        if width != height or path.parts[-3] != f"{width}x{height}":
            raise ValueError(f"{path}: {width}x{height} does not match its folder")
        found[width] = data
    return found


def ico_bytes(images: dict[int, bytes]) -> bytes:
    """A .ico with one PNG entry per size up to 256 (the format's limit)."""
    sizes = sorted(s for s in images if s <= 256)
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = len(header) + 16 * len(sizes)
    entries, blobs = [], []
    for size in sizes:
        data = images[size]
        # A width or height of 256 is written as 0.
        entries.append(struct.pack("<BBBBHHII", size % 256, size % 256, 0, 0, 1, 32,
                                   len(data), offset))
        blobs.append(data)
        offset += len(data)
    return header + b"".join(entries) + b"".join(blobs)


def icns_bytes(images: dict[int, bytes]) -> bytes:
    """An .icns with the PNG element types whose size is available."""
    elements = b"".join(
        kind + struct.pack(">I", 8 + len(images[size])) + images[size]
        for kind, size in ICNS_TYPES if size in images
    )
    return b"icns" + struct.pack(">I", 8 + len(elements)) + elements


def main() -> None:
    images = pngs()
    for path, data in ((ICO, ico_bytes(images)), (ICNS, icns_bytes(images))):
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)
        print(f"wrote {path.relative_to(HERE.parent)} ({len(data)} bytes)")


if __name__ == "__main__":
    main()
