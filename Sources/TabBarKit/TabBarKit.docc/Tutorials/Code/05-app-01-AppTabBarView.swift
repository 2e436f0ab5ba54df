#if canImport(SwiftUI)
    import Observation
    import SwiftUI
    import TabBarKit

    /// The SwiftUI shell: an observable model is the presenter's view. It stores what it is told;
    /// the SwiftUI view below draws it and sends each tap back as an event.
    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
    @MainActor
    @Observable
    final class AppTabBarModel: TabBarView {
        private(set) var state: TabBarDisplay?
        private(set) var isInteractionEnabled = true
        private(set) var content: TabContent?
        private(set) var feedbackCount = 0
        /// Where taps go: the presenter in the app; a `TabBarPresenterSpy` in a test of the view.
        @ObservationIgnored var events: (any TabBarPresenting)?

        func display(_ state: TabBarDisplay) { self.state = state }

        func animate(_ animation: TabBarAnimation) {}  // the wave and the circle: see the examples

        func update(_ update: TabBarUpdate) {
            switch update {
            case .interaction(let isEnabled): isInteractionEnabled = isEnabled
            case .content(let content): self.content = content
            case .feedback(.selection): feedbackCount += 1
            default: break  // icon inputs: no animated icons in this shell
            }
        }
    }

    /// The bar: one button per slot, disabled while a selection animates.
    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
    struct AppTabBarView: View {
        let model: AppTabBarModel

        var body: some View {
            HStack {
                ForEach(model.state?.items.filter { $0.slot != nil } ?? [], id: \.tab.id) { item in
                    Button(item.showsTitle ? item.tab.title : "") { model.events?.didTap(.tab(item.tab.id)) }
                        .opacity(item.opacity)
                        .accessibilityLabel(item.accessibilityLabel)
                }
                if let more = model.state?.more {
                    Button(more.showsTitle ? more.title : "") { model.events?.didTap(.more) }
                        .opacity(more.opacity)
                }
            }
            .allowsHitTesting(model.isInteractionEnabled)
            .sensoryFeedback(.selection, trigger: model.feedbackCount)
        }
    }
#endif
