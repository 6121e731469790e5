"""The Qt window: a view of the engine's match, driven by a controller."""

from . import qtfix  # noqa: F401  (must run before PySide6 is used)
