//===- GuardedCall.cpp - run-time errors that end a call, not a process ---===//
//
// A run-time error (splitCheckFailed, an allocation that cannot be served)
// happens deep in JIT-compiled code, whose next instruction after the call
// is `unreachable`: it can only leave by ending the process or by a longjmp
// to a frame above the compiled code. Tools end the process; a host that
// embeds the JIT runs the code through callGuarded, which setjmps, and the
// error longjmps back to it. The frames skipped are the compiled code's,
// which hold no destructors; what they had allocated is known to the
// allocator, which notes every block of the call until it is freed, and
// callGuarded frees what is left. All of it is per thread (thread_local, in
// the general-dynamic TLS model, so that dlopen still loads this library).
//
//===----------------------------------------------------------------------===//

#include "GuardedCall.h"

#include "split/Runtime/Runtime.h"

#include <csetjmp>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>

using namespace mlir::split::runtime;

namespace {

/// The blocks a guarded call allocated and has not freed. Every allocation
/// and free of the call goes through it, so it is an open-addressing hash set
/// of addresses (linear probing; an erased entry's followers move back into
/// its slot, so no tombstones) that allocates only when it grows, rather
/// than a node-based std::unordered_set that would call malloc for every
/// block.
class BlockSet {
public:
  BlockSet() = default;
  BlockSet(const BlockSet &) = delete;
  BlockSet &operator=(const BlockSet &) = delete;
  ~BlockSet() { std::free(slots); }

  /// Adds `block`, which is not null and not in the set; false if there is
  /// no memory to grow the set.
  bool insert(void *block) {
    if (2 * (count + 1) > capacity && !grow())
      return false;
    size_t i = home(block);
    while (slots[i])
      i = (i + 1) & (capacity - 1);
    slots[i] = block;
    ++count;
    return true;
  }

  /// Removes `block`; false if it is not in the set.
  bool erase(void *block) {
    if (count == 0)
      return false;
    size_t mask = capacity - 1;
    size_t hole = home(block);
    for (; slots[hole] != block; hole = (hole + 1) & mask)
      if (!slots[hole])
        return false;
    // An entry after the hole whose probe started at or before the hole
    // moves into it: every entry stays reachable from its home slot.
    for (size_t i = (hole + 1) & mask; slots[i]; i = (i + 1) & mask) {
      if (((i - home(slots[i])) & mask) >= ((i - hole) & mask)) {
        slots[hole] = slots[i];
        hole = i;
      }
    }
    slots[hole] = nullptr;
    --count;
    return true;
  }

  template <typename Function> void forEach(Function function) const {
    for (size_t i = 0; i < capacity; ++i)
      if (slots[i])
        function(slots[i]);
  }

private:
  /// Fibonacci hashing: the top bits of the address times 2^64 / phi, which
  /// depend on every bit of it (blocks are aligned, their low bits zero).
  size_t home(void *block) const {
    uint64_t address = reinterpret_cast<uintptr_t>(block);
    return static_cast<size_t>((address * 0x9E3779B97F4A7C15ull) >>
                               (64 - bits));
  }

  bool grow() {
    unsigned newBits = capacity == 0 ? 4 : bits + 1;
    auto *fresh =
        static_cast<void **>(std::calloc(size_t(1) << newBits, sizeof(void *)));
    if (!fresh)
      return false;
    void **old = slots;
    size_t oldCapacity = capacity;
    slots = fresh;
    capacity = size_t(1) << newBits;
    bits = newBits;
    count = 0;
    // At most half as many entries as the new capacity: no further growth.
    for (size_t i = 0; i < oldCapacity; ++i)
      if (old[i])
        insert(old[i]);
    std::free(old);
    return true;
  }

  void **slots = nullptr;
  size_t capacity = 0; // 0 or 2^bits
  unsigned bits = 0;
  size_t count = 0;
};

/// A guarded call in progress: where its run-time error jumps to, what it
/// has allocated, and the error's message.
struct GuardedCall {
  std::jmp_buf jump;
  GuardedCall *outer = nullptr;
  BlockSet live;
  std::string message;
};

/// This thread's innermost guarded call, or null.
thread_local GuardedCall *innermost = nullptr;

/// The frame setjmp saves. Nothing in it has a destructor for longjmp to
/// skip, and nothing it reads after the jump changes after setjmp. Not
/// inlined, so that callGuarded's own objects stay out of it.
[[gnu::noinline]] bool runUntilError(GuardedCall &call,
                                     void (*function)(void *), void *argument) {
  if (setjmp(call.jump) != 0)
    return false;
  function(argument);
  return true;
}

} // namespace

bool mlir::split::runtime::callGuarded(void (*function)(void *), void *argument,
                                       std::string &message) {
  GuardedCall call;
  call.outer = innermost;
  innermost = &call;
  bool returned = runUntilError(call, function, argument);
  innermost = call.outer;
  // The blocks a call that returned still holds are its results, which
  // belong to the caller now.
  if (returned)
    return true;
  call.live.forEach(detail::releaseBlock);
  message = std::move(call.message);
  return false;
}

bool detail::noteAllocated(void *block) {
  GuardedCall *call = innermost;
  return !call || call->live.insert(block);
}

void detail::noteFreed(void *block) {
  // Usually the innermost call's block; one an outer call allocated (and a
  // host callback frees) must leave that call's set too, or its failure
  // would free it twice.
  for (GuardedCall *call = innermost; call; call = call->outer)
    if (call->live.erase(block))
      return;
}

void detail::raiseRuntimeError(const char *message, int64_t count,
                               const int64_t *values) {
  if (GuardedCall *call = innermost) {
    // The formatted temporary is gone before the jump, which skips this
    // frame's destructors.
    call->message = formatCheckMessage(message, count, values);
    std::longjmp(call->jump, 1);
  }
  // stdout is flushed first so that everything printed before the failure
  // is kept; _Exit skips the JIT's teardown, which must not run while
  // JIT-compiled code is on the stack.
  std::fflush(stdout);
  std::string text = formatCheckMessage(message, count, values);
  std::fprintf(stderr, "error: %s\n", text.c_str());
  std::fflush(stderr);
  std::_Exit(1);
}
