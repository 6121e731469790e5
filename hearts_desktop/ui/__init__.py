"""The Qt window: a view of the engine's match, driven by a controller."""
