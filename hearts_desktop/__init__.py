"""hearts-desktop: Spar dame / Hjerterfri / Hearts against three computer players."""

__version__ = "0.1.0"
