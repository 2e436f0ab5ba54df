import TabBarKit
import TabBarRendering
import TabBarTesting
import Testing

/// The SVG renderer keeps the renderer contract, in both modes, as registered in the standard set.
///
/// It draws the state after each instant, so a message that does not change the picture at
/// its instant (a wave or circle set where it already is, a bar slide that only starts, a lock,
/// an icon input, the content, an owner report) adds nothing: `.everyKindWrites` is left out.
@Suite(.tabBarChecks)
@MainActor
struct ConformanceTests {
    static let checks = RendererConformance.Checks.all.subtracting(.everyKindWrites)

    @Test func standardRegistry_hasSVG() throws {
        let entry = try RendererRegistry.standard.entry(named: "svg")
        #expect(entry.summary == SVGRenderer.summary)
    }

    @Test func frames_conform() {
        RendererConformance.check(Self.checks, registry: .standard, named: SVGRenderer.name)
    }

    @Test func framesWithInBetweenFrames_conform() {
        let options = RendererOptions(extra: [SVGRenderer.framesPerSecondOption: "30"])
        RendererConformance.check(Self.checks, registry: .standard, named: SVGRenderer.name, options: options)
    }

    @Test func animated_conforms() {
        // One document for the whole run, written at finish(): every kind that changes the
        // picture changes it, but reports and locks do not, so that check is left out.
        let options = RendererOptions(extra: [SVGRenderer.animateOption: "true"])
        RendererConformance.check(
            .all.subtracting(.everyKindWrites), registry: .standard, named: SVGRenderer.name, options: options
        )
    }
}
