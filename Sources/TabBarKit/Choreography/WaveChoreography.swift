/// The wave tab bar's movement: the dip slides to the new slot (0.4 s, ease-in-ease-out)
/// while the floating circle sinks and fades (0.2 s), jumps to the new slot with the new
/// icon, and rises (0.2 s). Within one slot the circle sinks and rises in place.
///
/// Interrupted (tap policy `interrupt`), it starts again from the ``SelectionMove``'s `from`
/// values — the wave from where its dip is, the circle sinking from where it is — which is
/// what the behaviour contract, section Motion asks; with Reduce Motion the presenter only
/// ever asks it to ``place(_:on:)``.
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
            stage.animate(
                .curve(
                    WaveCurve(
                        from: move.fromX, to: move.toX, radius: move.metrics.waveRadius,
                        duration: TabBarMetrics.waveDuration)))
        }
        stage.animate(
            .circle(
                CircleMove(
                    x: move.circleFromX, y: sink, alpha: 0, diameter: diameter, icon: move.fromIcon,
                    duration: step)))
        stage.after(step) { stage in
            // At the new slot, still sunk, with the new icon; then it rises.
            stage.animate(
                .circle(
                    CircleMove(
                        x: move.toX, y: sink, alpha: 0, diameter: diameter, icon: move.toIcon, duration: .zero
                    )))
            stage.animate(
                .circle(
                    CircleMove(
                        x: move.toX, y: 0, alpha: 1, diameter: diameter, icon: move.toIcon, duration: step)))
        }
    }

    /// Sets the wave and the circle at the selected slot at once.
    public func place(_ move: SelectionMove, on stage: ChoreographyStage) {
        stage.animate(
            .curve(
                WaveCurve(from: move.fromX, to: move.toX, radius: move.metrics.waveRadius, duration: .zero)))
        stage.animate(
            .circle(
                CircleMove(
                    x: move.toX, y: 0, alpha: 1, diameter: move.metrics.circleDiameter, icon: move.toIcon,
                    duration: .zero)))
    }
}
