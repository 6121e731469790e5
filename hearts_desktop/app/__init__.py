"""Application services between the engine and the window: game set-up, saves, settings,
statistics and translations. No widgets here."""
