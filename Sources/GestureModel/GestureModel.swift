@_exported import ControlModel
