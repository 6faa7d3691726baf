"""Every table, chart and worked example as HTML and SVG: one renderer for the site build and the browser.

Everything returned is a string of markup in which all text is escaped, so it is safe
to insert into a page; user input never reaches it unescaped. :mod:`.markup` is the
kit (escape, attributes, tables, the widget frame) that every subject module uses:
:mod:`.cards`, :mod:`.charts` (each chart one model, drawn as a table and as SVG),
:mod:`.drawing` (link previews), :mod:`.coup`, :mod:`.other_games` and :mod:`.palette`, and one
module per live widget, named as the widget is everywhere: :mod:`.deal`, :mod:`.odds`,
:mod:`.roads`, :mod:`.payouts`, :mod:`.drill`, :mod:`.home_game` and :mod:`.session`.
Import each name from its module; this package re-exports nothing, so the browser's Python loads
only the modules a widget uses.
"""
