// The wave tab bar in SwiftUI, part 2: the bar's outline as a `Shape` whose animatable value is
// the dip's centre, so SwiftUI redraws TabBarKit's path at every frame of the animation.
#if canImport(SwiftUI)
    import SwiftUI
    import TabBarKit

    /// The bar's outline with the dip at ``centre``: ``TabBarGeometry/wavePath(centre:)``,
    /// segment for segment.
    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
    struct WaveShape: Shape {
        /// Slot centres, radius and width.
        var geometry: TabBarGeometry
        /// The dip's centre.
        var centre: Double

        /// What SwiftUI interpolates: the dip's centre.
        var animatableData: Double {
            get { centre }
            set { centre = newValue }
        }

        func path(in rect: CGRect) -> Path {
            var path = Path()
            for element in geometry.wavePath(centre: centre) {
                switch element {
                case .move(let point): path.move(to: CGPoint(x: point.x, y: point.y))
                case .line(let point): path.addLine(to: CGPoint(x: point.x, y: point.y))
                case .quadCurve(let point, let control):
                    path.addQuadCurve(
                        to: CGPoint(x: point.x, y: point.y), control: CGPoint(x: control.x, y: control.y))
                case .curve(let point, let control1, let control2):
                    path.addCurve(
                        to: CGPoint(x: point.x, y: point.y), control1: CGPoint(x: control1.x, y: control1.y),
                        control2: CGPoint(x: control2.x, y: control2.y))
                case .close: path.closeSubpath()
                }
            }
            return path
        }
    }
#endif
