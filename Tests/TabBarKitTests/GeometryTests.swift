import TabBarKit
import Testing

struct GeometryTests {
    @Test func slotCentres_splitTheWidthEvenly() {
        let three = TabBarGeometry(layout: TabBarLayout(width: 390), slotCount: 3)
        let five = TabBarGeometry(layout: TabBarLayout(width: 390), slotCount: 5)

        #expect((0..<3).map(three.x(ofSlot:)) == [65, 195, 325])
        #expect((0..<5).map(five.x(ofSlot:)) == [39, 117, 195, 273, 351])
    }

    @Test func slotCentres_inRightToLeft_areMirrored() {
        let geometry = TabBarGeometry(layout: TabBarLayout(width: 400, direction: .rtl), slotCount: 4)

        #expect((0..<4).map(geometry.x(ofSlot:)) == [350, 250, 150, 50])
    }

    @Test func metrics_followTheOrientation() {
        let portrait = TabBarGeometry(layout: TabBarLayout(), slotCount: 3)
        let landscape = TabBarGeometry(layout: TabBarLayout(orientation: .landscape), slotCount: 3)

        #expect(portrait.waveRadius == 30)
        #expect(portrait.circleDiameter == 57)
        #expect(landscape.waveRadius == 25)
        #expect(landscape.circleDiameter == 47)
        #expect(TabBarMetrics.sinkOffset == 30)
        #expect(TabBarMetrics.barHeight == 49)
        #expect(TabBarMetrics.waveDuration == .milliseconds(400))
        #expect(TabBarMetrics.circleStepDuration == .milliseconds(200))
        #expect(TabBarMetrics.barDuration == .milliseconds(300))
        #expect(IconAnimation.defaultDuration == .milliseconds(1500))
    }

    @Test func wavePath_inPortrait_hasTheOriginalsNumbers() {
        let geometry = TabBarGeometry(layout: TabBarLayout(width: 390), slotCount: 3)

        #expect(
            geometry.wavePath(centre: 65) == [
                .move(to: Point(x: 0, y: 0)),
                .line(to: Point(x: 5, y: 0)),
                .quadCurve(to: Point(x: 35, y: 15), control: Point(x: 22, y: 0)),
                .curve(
                    to: Point(x: 95, y: 15), control1: Point(x: 50, y: 45),
                    control2: Point(x: 80, y: 30 + 30 / 1.8)),
                .quadCurve(to: Point(x: 125, y: 0), control: Point(x: 108, y: 0)),
                .line(to: Point(x: 390, y: 0)),
                .line(to: Point(x: 390, y: 49)),
                .line(to: Point(x: 0, y: 49)),
                .close,
            ])
    }

    @Test func wavePath_inLandscape_usesRadius25() {
        let geometry = TabBarGeometry(layout: TabBarLayout(width: 400, orientation: .landscape), slotCount: 2)

        #expect(
            geometry.wavePath(centre: 200) == [
                .move(to: Point(x: 0, y: 0)),
                .line(to: Point(x: 150, y: 0)),
                .quadCurve(to: Point(x: 175, y: 12.5), control: Point(x: 162, y: 0)),
                .curve(
                    to: Point(x: 225, y: 12.5), control1: Point(x: 187.5, y: 37.5),
                    control2: Point(x: 212.5, y: 25 + 25 / 1.8)),
                .quadCurve(to: Point(x: 250, y: 0), control: Point(x: 238, y: 0)),
                .line(to: Point(x: 400, y: 0)),
                .line(to: Point(x: 400, y: 49)),
                .line(to: Point(x: 0, y: 49)),
                .close,
            ])
    }
}
