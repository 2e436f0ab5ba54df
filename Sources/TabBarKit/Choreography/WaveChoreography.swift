/// The wave tab bar's movement: the dip slides to the new slot (0.4 s, ease-in-ease-out)
/// while the floating circle sinks and fades (0.2 s), jumps to the new slot with the new
/// icon, and rises (0.2 s). Within one slot the circle sinks and rises in place.
///
/// Interrupted, it starts again from the ``SelectionMove``'s `from` values: the wave from where
/// its dip is, the circle sinking from where it is (<doc:BehaviorContract#Motion>).
@MainActor
public final class WaveChoreography: TabBarChoreography {
    /// Creates the choreography.
    public init() {}
    /// The wave's duration, 0.4 s.
    public func lockDuration(for move: SelectionMove) -> Duration { TabBarMetrics.waveDuration }

    /// Slides the wave (unless the move stays in its slot) from ``SelectionMove/fromX`` and sinks
    /// the circle from ``SelectionMove/circleFromX`` now; swaps and raises it 0.2 s later.
    public func animate(_ move: SelectionMove, on stage: ChoreographyStage) {
        let diameter = move.metrics.circleDiameter
        let sink = TabBarMetrics.sinkOffset
        let step = TabBarMetrics.circleStepDuration
        if !move.staysInSlot {
            let wave = WaveCurve(
                from: move.fromX, to: move.toX, radius: move.metrics.waveRadius,
                duration: TabBarMetrics.waveDuration)
            stage.animate(.curve(wave))
        }
        let sinking = CircleState(
            x: move.circleFromX, y: sink, alpha: 0, diameter: diameter, icon: move.fromIcon)
        stage.animate(.circle(CircleMove(to: sinking, duration: step)))
        stage.after(step) { stage in
            // At the new slot, still sunk, with the new icon; then it rises.
            let swapped = CircleState(x: move.toX, y: sink, alpha: 0, diameter: diameter, icon: move.toIcon)
            let risen = CircleState(x: move.toX, y: 0, alpha: 1, diameter: diameter, icon: move.toIcon)
            stage.animate(.circle(CircleMove(to: swapped, duration: .zero)))
            stage.animate(.circle(CircleMove(to: risen, duration: step)))
        }
    }

    /// Sets the wave and the circle at the selected slot at once.
    public func place(_ move: SelectionMove, on stage: ChoreographyStage) {
        let wave = WaveCurve(from: move.fromX, to: move.toX, radius: move.metrics.waveRadius, duration: .zero)
        let circle = CircleState(
            x: move.toX, y: 0, alpha: 1, diameter: move.metrics.circleDiameter, icon: move.toIcon)
        stage.animate(.curve(wave))
        stage.animate(.circle(CircleMove(to: circle, duration: .zero)))
    }
}
