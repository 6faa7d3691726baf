"""Every table, chart and worked example as HTML and SVG: one renderer for the site build and the browser.

Everything returned is a string of markup in which all text is escaped, so it is safe
to insert into a page; user input never reaches it unescaped. :mod:`.markup` is the
kit (escape, attributes, tables, the widget frame) that every other module uses; each of those draws
one subject (:mod:`.charts`: each chart one model, drawn as a table and as SVG), a live widget's module
named as the widget is everywhere. The guide's Python API has a page for every module here
(``/reference/baccarat/render/``), generated from the package. Import each name from its module;
this package re-exports nothing, so the browser's Python loads only the modules a widget uses.
"""
