import TabBarKit

/// One step the reference model has scheduled: due at a whole millisecond, ordered by due time
/// and then by the order it was scheduled in.
struct ReferenceStep: Sendable {
    enum Action: Sendable {
        /// The circle, sunk, jumps to the new slot with the new icon and rises (t0 + 0.2 s).
        case circleArrives(x: Double, diameter: Double, icon: String)
        /// The selection animation ends: unlock, then the deferred request (t0 + 0.4 s).
        case unlock
        /// A tab's icon input goes back to `false`.
        case reset(TabID, input: String)
    }

    let due: Int64
    let order: UInt64
    let action: Action

    /// Whether the step belongs to the running selection animation (cancelled on interruption).
    var isAnimationStep: Bool {
        if case .reset = action { false } else { true }
    }
}
