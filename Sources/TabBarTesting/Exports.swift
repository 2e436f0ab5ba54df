// One import for a test file: `import TabBarTesting` also brings the core (tabs, the presenter,
// its view and events) and rendering (the messages the spy records), as TCA's testing module
// re-exports the library it tests.
@_exported import TabBarKit
@_exported import TabBarRendering
