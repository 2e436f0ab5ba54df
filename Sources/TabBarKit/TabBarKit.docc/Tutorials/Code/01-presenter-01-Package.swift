// swift-tools-version:6.2
import PackageDescription

let package = Package(
    name: "AppTabBar",
    platforms: [.iOS(.v17), .macOS(.v14)],
    dependencies: [
        .package(url: "https://github.com/tabbarkit/TabBarKit.git", from: "1.0.0")
    ],
    targets: [
        .target(
            name: "AppTabBar",
            dependencies: [
                .product(name: "TabBarKit", package: "TabBarKit"),
                .product(name: "TabBarRendering", package: "TabBarKit"),
            ]),
        .testTarget(
            name: "AppTabBarTests",
            dependencies: ["AppTabBar", .product(name: "TabBarTesting", package: "TabBarKit")]),
    ]
)
