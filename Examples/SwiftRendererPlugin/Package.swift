// swift-tools-version:6.2
import PackageDescription

// A renderer written once, used two ways: in-process (`banner-demo` gives `BannerRenderer` to a
// presenter) and as a plug-in that `tabbar --renderer-plugin` loads (`BannerRendererPlugin`, a
// shared library: its dynamic-library product is the one way for `swift build` to link one,
// `libBannerRendererPlugin.so` on Linux, `.dylib` on Apple platforms).
//
// It depends on TabBarKit by path, as a package beside a clone in a folder named `TabBarKit`
// (a path dependency is named after its folder; see the README's installation). `.ci/plugins`
// copies this folder beside a link named `TabBarKit` to the repository and builds it there.
let package = Package(
    name: "SwiftRendererPlugin",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "BannerRendererPlugin", type: .dynamic, targets: ["BannerRendererPlugin"]),
        .executable(name: "banner-demo", targets: ["banner-demo"]),
    ],
    dependencies: [.package(path: "../TabBarKit")],
    targets: [
        // The renderer: an ordinary TabBarRenderer, with no idea that it may run in a plug-in.
        .target(
            name: "BannerRenderer",
            dependencies: [
                .product(name: "TabBarKit", package: "TabBarKit"),
                .product(name: "TabBarRendering", package: "TabBarKit"),
            ],
            swiftSettings: [.treatAllWarnings(as: .error)]),
        // The plug-in: the four C functions, which decode each JSON line back to an event.
        .target(
            name: "BannerRendererPlugin",
            dependencies: ["BannerRenderer", .product(name: "TabBarRendering", package: "TabBarKit")],
            swiftSettings: [.treatAllWarnings(as: .error)]),
        // The same renderer in-process, driving a presenter itself.
        .executableTarget(
            name: "banner-demo",
            dependencies: [
                "BannerRenderer", .product(name: "TabBarKit", package: "TabBarKit"),
                .product(name: "TabBarRendering", package: "TabBarKit"),
            ],
            swiftSettings: [.treatAllWarnings(as: .error)]),
    ],
    swiftLanguageModes: [.v6]
)
