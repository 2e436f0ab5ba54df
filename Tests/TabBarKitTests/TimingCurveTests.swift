import TabBarKit
import TabBarRendering
import TabBarTestSupport
import Testing

/// Core Animation's ease-in-ease-out, worked out independently of the code under test.
private func referenceEaseInEaseOut(_ fraction: Double) -> Double { BezierReference.easeInEaseOut(fraction) }

/// 1,000 time fractions spread over `0...1`, both ends included.
private let samples = (0..<1000).map { Double($0) / 999 }

@Test func easeInEaseOut_isCoreAnimationsCubicBezier() {
    #expect(TimingCurve.easeInEaseOut.controlPoints == .init(x1: 0.42, y1: 0, x2: 0.58, y2: 1))
    #expect(TimingCurve.linear.controlPoints == .init(x1: 0, y1: 0, x2: 1, y2: 1))
}

/// Values of `CAMediaTimingFunction(name: .easeInEaseOut)` (CSS `ease-in-out`), worked out to 15
/// places with 60-digit decimal arithmetic (bisection of x(s) = f, then y(s)).
@Test(arguments: [
    (0.05, 0.004829749667859), (0.1, 0.019722453548311), (0.125, 0.031114050085484),
    (0.2, 0.081659856265897), (0.25, 0.129161931047320), (0.3, 0.187395906705313),
    (0.4, 0.331883870097646), (0.5, 0.5), (0.75, 0.870838068952680), (0.9, 0.980277546451689),
])
func easeInEaseOut_matchesKnownValues(fraction: Double, expected: Double) {
    let progress = TimingCurve.easeInEaseOut.progress(fraction)
    #expect(abs(progress - expected) < 1e-8, "p(\(fraction)) = \(progress), Core Animation \(expected)")
}

@Test func easeInEaseOut_isNotTheSmoothstepItReplaces() {
    // 3t² − 2t³ at a quarter is 0.15625; the Bézier is at 0.12916.
    #expect(abs(TimingCurve.easeInEaseOut.progress(0.25) - 0.15625) > 0.02)
}

@Test func easeInEaseOut_endsExactlyAtZeroAndOne_andClampsOutside() {
    let curve = TimingCurve.easeInEaseOut
    #expect(curve.progress(0) == 0)
    #expect(curve.progress(1) == 1)
    #expect(curve.progress(-0.5) == 0)
    #expect(curve.progress(1.5) == 1)
    #expect(curve.progress(.nan) == 0)
    #expect(curve.progress(.infinity) == 1)
    #expect(curve.progress(-.infinity) == 0)
}

@Test func easeInEaseOut_isSymmetric() {
    let curve = TimingCurve.easeInEaseOut
    for f in samples {
        let mirrored = 1 - curve.progress(1 - f)
        #expect(abs(curve.progress(f) - mirrored) < 1e-8, "p(1 − \(f)) ≠ 1 − p(\(f))")
    }
}

@Test func easeInEaseOut_neverGoesBack() {
    let curve = TimingCurve.easeInEaseOut
    var previous = curve.progress(0)
    for step in 1...10_000 {
        let value = curve.progress(Double(step) / 10_000)
        #expect(value >= previous, "falls at \(Double(step) / 10_000)")
        previous = value
    }
}

@Test func easeInEaseOut_matchesTheBezierWithin1e6_atAThousandPoints() {
    var worst = 0.0
    for f in samples {
        worst = max(worst, abs(TimingCurve.easeInEaseOut.progress(f) - referenceEaseInEaseOut(f)))
    }
    #expect(worst < 1e-6, "largest error \(worst)")
}

@Test func parameter_solvesTheTimeCoordinate() {
    let points = TimingCurve.easeInEaseOut.controlPoints
    for f in samples {
        let s = points.parameter(at: f)
        let x = 3 * (1 - s) * (1 - s) * s * 0.42 + 3 * (1 - s) * s * s * 0.58 + s * s * s
        #expect(abs(x - f) < TimingCurve.ControlPoints.tolerance, "x(\(s)) = \(x), wanted \(f)")
    }
}

@Test func linear_isTheFractionItself() {
    for f in samples { #expect(TimingCurve.linear.progress(f) == f) }
}

@Test func scene_interpolatesTheWaveAndCircleOnTheBezier_atAThousandInstants() {
    var scene = TabBarScene()
    scene.apply(
        TabBarEvent(
            time: .zero,
            message: .curve(WaveCurve(from: 65, to: 325, radius: 30, duration: .milliseconds(400)))))
    scene.apply(
        TabBarEvent(
            time: .zero,
            message: .circle(CircleMove(x: 65, y: 0, alpha: 1, diameter: 57, icon: "a", duration: .zero))))
    scene.apply(
        TabBarEvent(
            time: .zero,
            message: .circle(
                CircleMove(x: 65, y: 30, alpha: 0, diameter: 57, icon: "a", duration: .milliseconds(400)))))
    var worst = (wave: 0.0, sink: 0.0, alpha: 0.0)
    for f in samples {
        let frame = scene.frame(at: .microseconds(Int64((f * 400_000).rounded())))
        let exact = (f * 400_000).rounded() / 400_000
        let p = referenceEaseInEaseOut(exact)
        // The dip's centre is rounded to the nearest 0.001 pt (the behaviour contract, Motion):
        // within half a thousandth of the exact point.
        worst.wave = max(worst.wave, abs(frame.waveX - (65 + 260 * p)))
        worst.sink = max(worst.sink, abs(frame.circle.y / 30 - p))
        worst.alpha = max(worst.alpha, abs((1 - frame.circle.alpha) - p))
    }
    #expect(worst.wave <= 0.0005 + 1e-9 && worst.sink < 1e-6 && worst.alpha < 1e-6, "largest errors \(worst)")
}
