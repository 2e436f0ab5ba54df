import TabBarKit

/// The bounce of the article "Writing a choreography", unchanged: the circle jumps to the new
/// tab and bounces back in 0.3 s, and a placed move (start, Reduce Motion, a layout change) puts
/// it there at once. It knows nothing of interruptions or Reduce Motion: the tests use it to show
/// that a choreography written only from the article gets both from the presenter.
@MainActor
public final class BounceChoreography: TabBarChoreography {
    /// Creates the bounce.
    public init() {}

    /// The bounce locks the bar for 0.3 s.
    public func lockDuration(for move: SelectionMove) -> Duration { .milliseconds(300) }

    /// Up 12 points over the new tab in 0.15 s, then back down in 0.15 s.
    public func animate(_ move: SelectionMove, on stage: ChoreographyStage) {
        let diameter = move.metrics.circleDiameter
        stage.animate(
            .circle(
                CircleMove(
                    x: move.toX, y: -12, alpha: 1, diameter: diameter, icon: move.toIcon,
                    duration: .milliseconds(150))))
        stage.after(.milliseconds(150)) { stage in
            stage.animate(
                .circle(
                    CircleMove(
                        x: move.toX, y: 0, alpha: 1, diameter: diameter, icon: move.toIcon,
                        duration: .milliseconds(150))))
        }
    }

    /// The circle at rest over the new tab, at once.
    public func place(_ move: SelectionMove, on stage: ChoreographyStage) {
        stage.animate(
            .circle(
                CircleMove(
                    x: move.toX, y: 0, alpha: 1, diameter: move.metrics.circleDiameter, icon: move.toIcon,
                    duration: .zero)))
    }
}
