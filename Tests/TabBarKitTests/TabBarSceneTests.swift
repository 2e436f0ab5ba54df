import TabBarKit
import TabBarRendering
import Testing

@Test func scene_isAnimatingUntilItsLastMotionEnds() {
    var scene = TabBarScene()
    #expect(!scene.isAnimating(at: .zero))

    scene.apply(
        TabBarEvent(
            time: .zero,
            message: .curve(WaveCurve(from: 65, to: 325, radius: 30, duration: .milliseconds(400)))))
    scene.apply(
        TabBarEvent(
            time: .milliseconds(100),
            message: .circle(
                CircleMove(x: 325, y: 0, alpha: 1, diameter: 50, icon: "bell", duration: .milliseconds(200))))
    )
    scene.apply(
        TabBarEvent(
            time: .milliseconds(200),
            message: .bar(BarVisibility(isHidden: true, duration: .milliseconds(300)))))

    #expect(scene.isAnimating(at: .milliseconds(399)))
    #expect(scene.isAnimating(at: .milliseconds(499)))
    #expect(!scene.isAnimating(at: .milliseconds(500)))
}

@Test func scene_motionsEndingEarlier_stopAtTheLastEnd() {
    var scene = TabBarScene()
    scene.apply(
        TabBarEvent(
            time: .milliseconds(50),
            message: .circle(
                CircleMove(x: 65, y: 0, alpha: 1, diameter: 50, icon: "bell", duration: .milliseconds(200)))))

    #expect(scene.isAnimating(at: .milliseconds(249)))
    #expect(!scene.isAnimating(at: .milliseconds(250)))
}

@Test func scene_animatesAnIconOnlyForItsPulse_notForItsOtherBindings() {
    let tab = Tab(
        id: "inbox", title: "Inbox", icon: "tray",
        animation: IconAnimation(selectedInput: "active", tapTrigger: "tap", badgeInput: "count"))
    var scene = TabBarScene()
    scene.apply(
        TabBarEvent(
            time: .zero,
            message: .display(
                TabBarDisplay(
                    tabs: [tab], maxVisible: 5, selection: .tab("inbox"), selectedSlot: 0,
                    layout: TabBarLayout(),
                    theme: .light, isHidden: false))))
    for value: IconInputValue in [true, 3, .trigger] {
        let name = value == true ? "active" : value == .trigger ? "tap" : "count"
        scene.apply(
            TabBarEvent(
                time: .zero, message: .update(.input(IconInput(tab: "inbox", name: name, value: value)))))
    }
    #expect(scene.activeInputs.isEmpty)

    scene.apply(
        TabBarEvent(
            time: .zero, message: .update(.input(IconInput(tab: "inbox", name: "hover", value: true)))))
    #expect(scene.activeInputs == ["inbox"])
    // A tab the display no longer lists: its pulse's reset still clears it.
    scene.apply(
        TabBarEvent(time: .zero, message: .update(.input(IconInput(tab: "gone", name: "x", value: true)))))
    #expect(scene.activeInputs == ["inbox", "gone"])
}

/// <doc:BehaviorContract#Where-the-bar-is-at-an-instant>: the dip's centre at an instant is rounded to the
/// nearest 0.001 pt, mid-wave and once the curve is over (844 pt, 5 slots, right-to-left: the
/// first slot's centre is `844 − 759.6`, 84.39999999999998 in binary). The scene drew the
/// unrounded value.
@Test func scene_dipCentre_isRoundedMidWaveAndOnceOver() {
    var scene = TabBarScene()
    let mirrored = 844 - 844 * 4.5 / 5
    #expect(mirrored != 84.4)
    scene.apply(
        TabBarEvent(
            time: .zero, message: .curve(WaveCurve(from: 759.6, to: mirrored, radius: 30, duration: .zero))))
    #expect(scene.frame(at: .zero).waveX == 84.4)
    #expect(scene.frame(at: .seconds(3)).waveX == 84.4)

    scene.apply(
        TabBarEvent(
            time: .seconds(3),
            message: .curve(WaveCurve(from: 65, to: 325, radius: 30, duration: .milliseconds(400)))))
    #expect(scene.frame(at: .milliseconds(3_100)).waveX == 98.582)
    #expect(scene.frame(at: .seconds(4)).waveX == 325)
}
