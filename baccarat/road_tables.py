"""The roads page's generated content, under its first module name: see :mod:`baccarat.render.roads`."""

from __future__ import annotations

from .render.roads import predict_nothing, road_figure, worked_big_eye_boy

__all__ = ["predict_nothing", "road_figure", "worked_big_eye_boy"]
