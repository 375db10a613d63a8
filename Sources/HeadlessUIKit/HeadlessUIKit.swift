// HeadlessUIKit: UIKit's names for the models, so that code written against UIKit compiles on
// Linux behind
//
//     #if canImport(UIKit)
//     import UIKit
//     #else
//     import HeadlessUIKit
//     #endif
//
// Importing it imports the models (ControlModel, GestureModel), Foundation (as importing UIKit
// does: String(format:), NSRange, Range(_:in:), NSString…) and CoreGraphics' geometry names.
// The geometry names are re-exported with scoped imports, which take precedence over
// Foundation's own CGPoint, CGRect, CGSize and CGFloat — in a file that imports only
// HeadlessUIKit as in one that imports Foundation too.

@_exported import ControlModel
@_exported import Foundation
@_exported import GestureModel
@_exported import typealias HeadlessUIKitNames.CGFloat
@_exported import typealias HeadlessUIKitNames.CGPoint
@_exported import typealias HeadlessUIKitNames.CGRect
@_exported import typealias HeadlessUIKitNames.CGSize
@_exported import typealias HeadlessUIKitNames.IndexPath
