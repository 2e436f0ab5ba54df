import TabBarKit

/// A renderer that draws nothing: it keeps a ``TabBarScene`` up to date, so that the live
/// mode can draw the bar at any instant, between and during animations.
@MainActor
final class SceneRecorder: TabBarRenderer {
    private(set) var scene = TabBarScene()

    func render(_ event: TabBarEvent) { scene.apply(event) }
}
