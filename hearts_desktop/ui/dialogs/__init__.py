"""The window's dialogs: new game, score sheet, summaries, last trick, settings, rules."""
