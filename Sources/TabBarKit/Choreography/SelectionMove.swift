/// A change of selection, with everything a choreography needs to draw it.
///
/// A move usually starts from rest, at ``fromSlot``. One that interrupts a move in flight has
/// ``isInterrupting`` set and `from` values that say where the bar is; the presenter has already
/// cancelled the steps the interrupted move scheduled with ``ChoreographyStage/after(_:_:)``. So
/// a choreography that starts from the `from` values needs nothing else to be interruptible
/// (see <doc:WritingAChoreography#Interrupted-moves-and-Reduce-Motion>).
public struct SelectionMove: Equatable, Sendable {
    /// The selection before the move (equal to ``to`` when placing the resting state).
    public var from: Selection
    /// The selection after the move.
    public var to: Selection
    /// The slot highlighted before (interrupting: the one the interrupted move was heading to).
    public var fromSlot: Int
    /// The slot highlighted after.
    public var toSlot: Int
    /// Where the wave's dip starts: the centre of ``fromSlot``, or (interrupting) where it is, to 0.001 pt.
    public var fromX: Double
    /// The centre of ``toSlot``.
    public var toX: Double
    /// Where the circle starts: ``fromX`` from rest, or (interrupting) the x of the last `circle` sent.
    public var circleFromX: Double
    /// The circle's icon before (for an interrupting move: the icon it shows now).
    public var fromIcon: String
    /// The circle's icon after.
    public var toIcon: String
    /// Wave radius and circle diameter for the current orientation.
    public var metrics: TabBarMetrics
    /// Whether the move interrupts another one still in flight (tap policy `interrupt`).
    public var isInterrupting: Bool
    /// Whether Reduce Motion is on: the presenter then only calls ``TabBarChoreography/place(_:on:)``,
    /// so a choreography that shows its end state at once there is right without reading it.
    public var isMotionReduced: Bool

    /// Creates a move; by default one from rest (the circle starts at `fromX`), with full motion.
    public init(
        from: Selection, to: Selection, fromSlot: Int, toSlot: Int, fromX: Double, toX: Double,
        circleFromX: Double? = nil, fromIcon: String, toIcon: String, metrics: TabBarMetrics,
        isInterrupting: Bool = false, isMotionReduced: Bool = false
    ) {
        self.from = from
        self.to = to
        self.fromSlot = fromSlot
        self.toSlot = toSlot
        self.fromX = fromX
        self.toX = toX
        self.circleFromX = circleFromX ?? fromX
        self.fromIcon = fromIcon
        self.toIcon = toIcon
        self.metrics = metrics
        self.isInterrupting = isInterrupting
        self.isMotionReduced = isMotionReduced
    }

    /// Whether the selection stays in the same slot (a More-list pick, or back to the list; for
    /// an interrupting move, a target in the slot the interrupted move was heading to).
    public var staysInSlot: Bool { fromSlot == toSlot }
}
