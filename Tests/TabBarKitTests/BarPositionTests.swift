import TabBarKit
import Testing

private let slide = WaveCurve(from: 65, to: 325, radius: 30, duration: .milliseconds(400))

/// The dip's centre by the contract's formula, with the curve's own progress: what the value
/// must answer, rounded to the nearest thousandth.
private func expectedCentre(_ curve: WaveCurve, after elapsed: Duration) -> Double {
    let p = TimingCurve.easeInEaseOut.progress(elapsed / curve.duration)
    return ((curve.from + (curve.to - curve.from) * p) * 1000).rounded() / 1000
}

@Test func nothingSent_knowsNothing() {
    let position = BarPosition()
    #expect(position.dipCentre(at: .milliseconds(100)) == nil)
    #expect(position.circleX == nil)
    #expect(position.circleIcon == nil)
}

@Test func dipCentre_followsTheLastCurveOnTheBezier_roundedToAThousandth() {
    var position = BarPosition()
    position.record(.curve(slide), at: .milliseconds(1000))
    #expect(position.dipCentre(at: .milliseconds(1000)) == 65)
    // A quarter of the way in time is 12.916 % of the way in space (Core Animation's curve).
    #expect(position.dipCentre(at: .milliseconds(1100)) == 98.582)
    #expect(position.dipCentre(at: .milliseconds(1200)) == 195)
    for elapsed in [1, 37, 150, 250, 333, 399] {
        let centre = position.dipCentre(at: .milliseconds(1000 + elapsed))
        #expect(centre == expectedCentre(slide, after: .milliseconds(elapsed)), "\(elapsed) ms in")
    }
}

@Test func dipCentre_isTheTargetOnceTheCurveIsOver() {
    var position = BarPosition()
    position.record(.curve(slide), at: .zero)
    #expect(position.dipCentre(at: .milliseconds(400)) == 325)
    #expect(position.dipCentre(at: .seconds(9)) == 325)
}

@Test func dipCentre_ofACurveSetAtOnce_isItsTargetRounded() {
    var position = BarPosition()
    position.record(.curve(WaveCurve(from: 65, to: 195.00049, radius: 30, duration: .zero)), at: .zero)
    // Rounded to the nearest 0.001 pt, as while the curve runs (<doc:BehaviorContract#Where-the-bar-is-at-an-instant>).
    #expect(position.dipCentre(at: .zero) == 195.0)
}

@Test func dipCentre_onceItsCurveIsOver_isItsTargetRounded() {
    // An rtl slot centre that does not divide evenly: 844 − 844 · 4.5 / 5 = 84.39999999999998.
    let x = 844 - 844 * 4.5 / 5
    #expect(x != 84.4)
    var position = BarPosition()
    position.record(.curve(WaveCurve(from: 422, to: x, radius: 30, duration: .milliseconds(400))), at: .zero)
    #expect(position.dipCentre(at: .milliseconds(400)) == 84.4)
    #expect(position.dipCentre(at: .seconds(9)) == 84.4)
}

@Test func dipCentre_ofAnInterruptedCurve_startsFromTheNewOne() {
    var position = BarPosition()
    position.record(.curve(slide), at: .zero)
    let turned = WaveCurve(from: 98.582, to: 65, radius: 30, duration: .milliseconds(400))
    position.record(.curve(turned), at: .milliseconds(100))
    #expect(position.dipCentre(at: .milliseconds(100)) == 98.582)
    #expect(position.dipCentre(at: .milliseconds(300)) == 81.791)
    #expect(position.dipCentre(at: .milliseconds(500)) == 65)
}

@Test func dipCentre_leftToRight_andBack_isSymmetric() {
    var forth = BarPosition()
    forth.record(.curve(slide), at: .zero)
    var back = BarPosition()
    back.record(.curve(WaveCurve(from: 325, to: 65, radius: 30, duration: .milliseconds(400))), at: .zero)
    for elapsed in stride(from: 0, through: 400, by: 20) {
        let there = forth.dipCentre(at: .milliseconds(elapsed)) ?? .nan
        let mirrored = back.dipCentre(at: .milliseconds(400 - elapsed)) ?? .nan
        #expect(abs(there - mirrored) <= 0.001, "\(elapsed) ms")
    }
}

@Test func dipCentre_ofAHugeBar_isNotRoundedIntoInfinity() {
    var position = BarPosition()
    let huge = Double.greatestFiniteMagnitude
    position.record(
        .curve(WaveCurve(from: huge / 10, to: huge / 10 * 9, radius: 30, duration: .milliseconds(400))),
        at: .zero)
    let centre = position.dipCentre(at: .milliseconds(200)) ?? .nan
    #expect(centre.isFinite && centre > huge / 10 && centre < huge / 10 * 9)
}

@Test func circle_isWhereTheLastCircleMessagePutIt() {
    var position = BarPosition()
    position.record(
        .circle(CircleMove(x: 65, y: 0, alpha: 1, diameter: 57, icon: "cap", duration: .zero)), at: .zero)
    position.record(
        .circle(CircleMove(x: 65, y: 30, alpha: 0, diameter: 57, icon: "cap", duration: .milliseconds(200))),
        at: .zero)
    #expect(position.circleX == 65 && position.circleIcon == "cap")
    position.record(.bar(BarVisibility(isHidden: true, duration: .milliseconds(300))), at: .milliseconds(50))
    position.record(
        .circle(CircleMove(x: 325, y: 30, alpha: 0, diameter: 57, icon: "glass", duration: .zero)),
        at: .milliseconds(200))
    #expect(position.circleX == 325 && position.circleIcon == "glass")
}
