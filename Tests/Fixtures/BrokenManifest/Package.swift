// swift-tools-version:6.2
import PackageDescription

// A package whose tabs.json has a typo: building it must fail with the manifest's
// `path:line:column: error:` diagnostic. `.ci/plugins` builds it next to a link named
// `TabBarKit` to this repository.
let package = Package(
    name: "BrokenManifest",
    platforms: [.macOS(.v15)],
    dependencies: [.package(path: "../TabBarKit")],
    targets: [
        .executableTarget(
            name: "BrokenTabs", dependencies: [.product(name: "TabBarKit", package: "TabBarKit")],
            exclude: ["tabs.json"], plugins: [.plugin(name: "TabManifestPlugin", package: "TabBarKit")])
    ]
)
