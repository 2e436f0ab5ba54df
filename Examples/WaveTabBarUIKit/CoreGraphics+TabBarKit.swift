// TabBarKit's plain values as Core Graphics and Core Animation values: a copy, nothing computed.
#if canImport(UIKit) && os(iOS)
    import TabBarKit
    import UIKit

    // `TabBarKit.Point` and `TabBarKit.Rect`, qualified: UIKit brings in MacTypes' own `Point` and
    // `Rect` (QuickDraw's), and an unqualified name would be ambiguous.
    extension CGPoint {
        /// The same point.
        init(_ point: TabBarKit.Point) { self.init(x: point.x, y: point.y) }
    }

    extension CGRect {
        /// The same rectangle.
        init(_ rect: TabBarKit.Rect) {
            self.init(x: rect.x, y: rect.y, width: rect.width, height: rect.height)
        }
    }

    extension CGPath {
        /// The path of `elements` (``TabBarGeometry/wavePath(centre:)``), segment for segment.
        static func tabBarPath(_ elements: [PathElement]) -> CGPath {
            let path = CGMutablePath()
            for element in elements {
                switch element {
                case .move(let point): path.move(to: CGPoint(point))
                case .line(let point): path.addLine(to: CGPoint(point))
                case .quadCurve(let point, let control):
                    path.addQuadCurve(to: CGPoint(point), control: CGPoint(control))
                case .curve(let point, let control1, let control2):
                    path.addCurve(
                        to: CGPoint(point), control1: CGPoint(control1), control2: CGPoint(control2))
                case .close: path.closeSubpath()
                }
            }
            return path
        }
    }

    extension CAMediaTimingFunction {
        /// The cubic Bézier of `curve` (ease-in-ease-out: 0.42, 0, 0.58, 1).
        convenience init(_ curve: TimingCurve) {
            let points = curve.controlPoints
            self.init(
                controlPoints: Float(points.x1), Float(points.y1), Float(points.x2), Float(points.y2))
        }
    }
#endif
