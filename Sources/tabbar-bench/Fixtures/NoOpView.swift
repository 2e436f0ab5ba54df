import TabBarKit

/// A view that ignores every message: what is left is the presenter's own cost.
final class NoOpView: TabBarView {
    func display(_ state: TabBarDisplay) {}
    func animate(_ animation: TabBarAnimation) {}
    func update(_ update: TabBarUpdate) {}
}
