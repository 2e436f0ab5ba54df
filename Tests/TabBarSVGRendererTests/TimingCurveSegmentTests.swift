import TabBarKit
import TabBarTestSupport
import Testing

@testable import TabBarRendering

/// Core Animation's ease-in-ease-out, worked out independently of the code under test.
private func referenceEaseInEaseOut(_ fraction: Double) -> Double { BezierReference.easeInEaseOut(fraction) }

@Test func segment_ofTheWholeCurve_isTheCurve() {
    let points = TimingCurve.easeInEaseOut.controlPoints
    #expect(points.segment(from: 0, to: 1) == points)
}

@Test func segment_ofTheFirstHalf_isTheLeftHalfOfTheBezier() throws {
    // De Casteljau at s = ½ (where x = y = ½): (0, 0) (0.21, 0) (0.355, 0.25) (0.5, 0.5), doubled.
    let half = try #require(TimingCurve.easeInEaseOut.controlPoints.segment(from: 0, to: 0.5))
    #expect(abs(half.x1 - 0.42) < 1e-9 && abs(half.y1) < 1e-9)
    #expect(abs(half.x2 - 0.71) < 1e-9 && abs(half.y2 - 0.5) < 1e-9)
}

@Test func segment_followsTheCurveBetweenItsEnds() throws {
    let points = TimingCurve.easeInEaseOut.controlPoints
    for (a, b) in [(0.0, 0.25), (0.1, 0.35), (0.5, 0.75), (0.62, 1.0), (0.3, 0.3025)] {
        let piece = try #require(points.segment(from: a, to: b))
        for f in stride(from: 0.0, through: 1.0, by: 0.05) {
            let whole = referenceEaseInEaseOut(a + (b - a) * f)
            let rise = referenceEaseInEaseOut(b) - referenceEaseInEaseOut(a)
            let expected = (whole - referenceEaseInEaseOut(a)) / rise
            #expect(abs(piece.progress(f) - expected) < 1e-6, "piece \(a)…\(b) at \(f)")
        }
    }
    #expect(points.segment(from: 0.5, to: 0.5) == nil)
}
