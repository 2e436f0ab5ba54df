#if canImport(UIKit)
    import TabBarKit
    import UIKit

    /// The UIKit shell: a `UITabBarController` is the presenter's view, through a weak proxy so that
    /// the presenter it owns does not hold it back. UIKit asks before a tap selects; the presenter
    /// answers with a `content` update.
    final class AppTabBarController: UITabBarController, UITabBarControllerDelegate, TabBarView {
        private var presenter: (any TabBarPresenting)?
        private let contents: [TabID: UIViewController]
        private let feedback = UISelectionFeedbackGenerator()

        init(contents: [TabID: UIViewController], scheduler: any TabBarScheduler = ContinuousClockScheduler())
            throws(TabBarError)
        {
            self.contents = contents
            super.init(nibName: nil, bundle: nil)
            viewControllers = AppTabs.all.compactMap { contents[$0.id] }
            delegate = self
            presenter = try TabBarPresenter(
                configuration: TabBarConfiguration(tabs: AppTabs.all), view: WeakTabBarView(self),
                scheduler: scheduler)
        }

        required init?(coder: NSCoder) { nil }

        override func viewDidLoad() {
            super.viewDidLoad()
            presenter?.viewDidLoad()
        }

        func tabBarController(_ controller: UITabBarController, shouldSelect next: UIViewController) -> Bool {
            if next === moreNavigationController {
                presenter?.didTap(.more)
            } else if let id = contents.first(where: { $0.value === next })?.key {
                presenter?.didTap(.tab(id))
            }
            return false  // the presenter decides, and answers with `content`
        }

        func display(_ state: TabBarDisplay) {
            for item in state.items {
                guard let barItem = contents[item.tab.id]?.tabBarItem else { continue }
                barItem.title = item.showsTitle ? item.tab.title : nil
                barItem.image = UIImage(systemName: item.tab.icon)
                barItem.badgeValue = item.badge
                barItem.isEnabled = item.tab.isEnabled
                barItem.accessibilityLabel = item.accessibilityLabel
            }
        }

        func animate(_ animation: TabBarAnimation) {}  // the wave and the circle: see the examples

        func update(_ update: TabBarUpdate) {
            switch update {
            case .interaction(let isEnabled): tabBar.isUserInteractionEnabled = isEnabled
            case .content(.tab(let id)): selectedViewController = contents[id]
            case .content(.more): selectedViewController = moreNavigationController
            case .feedback(.selection): feedback.selectionChanged()
            default: break  // icon inputs: no animated icons in this shell
            }
        }
    }
#endif
