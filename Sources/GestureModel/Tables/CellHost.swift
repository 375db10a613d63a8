import ControlModel

/// A view whose cells pass it their touches (a table or collection view).
protocol CellHost: AnyObject {
    /// `phase` of `touches` reached `cell`.
    func cellTouches(_ phase: TouchPhase, _ touches: [Touch], in cell: ReusableCell)
}
