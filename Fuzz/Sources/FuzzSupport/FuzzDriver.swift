/// libFuzzer's driver entry point.
@_silgen_name("LLVMFuzzerRunDriver")
func llvmFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<Int32>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>, Int) -> Int32
) -> Int32

/// Runs libFuzzer with the process's arguments on `target` (each fuzz executable's entry point
/// calls this; SwiftPM names those entry points `<Target>_main`).
public func runFuzzer(
    _ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?,
    _ target: @convention(c) (UnsafePointer<UInt8>, Int) -> Int32
) -> Int32 {
    var count = argc
    var arguments = argv
    return llvmFuzzerRunDriver(&count, &arguments, target)
}
