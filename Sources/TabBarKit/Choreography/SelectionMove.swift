/// A change of selection, with everything a choreography needs to draw it.
public struct SelectionMove: Equatable, Sendable {
    /// The selection before the move (equal to ``to`` when placing the resting state).
    public var from: Selection
    /// The selection after the move.
    public var to: Selection
    /// The slot highlighted before.
    public var fromSlot: Int
    /// The slot highlighted after.
    public var toSlot: Int
    /// The centre of ``fromSlot``.
    public var fromX: Double
    /// The centre of ``toSlot``.
    public var toX: Double
    /// The circle's icon before.
    public var fromIcon: String
    /// The circle's icon after.
    public var toIcon: String
    /// Wave radius and circle diameter for the current orientation.
    public var metrics: TabBarMetrics

    /// Creates a move.
    public init(
        from: Selection, to: Selection, fromSlot: Int, toSlot: Int, fromX: Double, toX: Double,
        fromIcon: String, toIcon: String, metrics: TabBarMetrics
    ) {
        self.from = from
        self.to = to
        self.fromSlot = fromSlot
        self.toSlot = toSlot
        self.fromX = fromX
        self.toX = toX
        self.fromIcon = fromIcon
        self.toIcon = toIcon
        self.metrics = metrics
    }

    /// Whether the selection stays in the same slot (a More-list pick, or back to the list).
    public var staysInSlot: Bool { fromSlot == toSlot }
}
