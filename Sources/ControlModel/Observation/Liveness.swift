/// Whether an object is still alive, shared with the tokens that refer to it.
final class Liveness {
    var isAlive = true
}
