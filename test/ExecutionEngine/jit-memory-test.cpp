//===- jit-memory-test.cpp - the JIT's memory mapper ----------------------===//
//
// The properties the small code model relies on (JITMemory.h): every block
// lies within the one reserved range, so any two are less than 2 GiB apart,
// also after other engines released theirs; released blocks are reused;
// protection flags take effect; a request larger than the range fails with
// an error, not a crash.
//
//===----------------------------------------------------------------------===//

// RUN: split-jit-memory-test | FileCheck %s
// CHECK: span below 2 GiB: yes
// CHECK: released memory reused: yes
// CHECK: writable then executable: yes
// CHECK: too large: not enough memory
// CHECK: done

#include "split/ExecutionEngine/JITMemory.h"

#include "llvm/Support/Memory.h"

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <vector>

using llvm::SectionMemoryManager;
using llvm::sys::Memory;
using llvm::sys::MemoryBlock;

namespace {

MemoryBlock allocate(size_t bytes,
                     unsigned flags = Memory::MF_READ | Memory::MF_WRITE) {
  std::error_code ec;
  MemoryBlock block = mlir::split::jitMemoryMapper().allocateMappedMemory(
      SectionMemoryManager::AllocationPurpose::Code, bytes, nullptr, flags, ec);
  if (ec)
    std::printf("allocation of %zu bytes: %s\n", bytes, ec.message().c_str());
  return block;
}

uintptr_t address(const MemoryBlock &block) {
  return reinterpret_cast<uintptr_t>(block.base());
}

} // namespace

int main() {
  auto &mapper = mlir::split::jitMemoryMapper();

  // Blocks of several sizes, some released in between, as engines of a
  // long-running host come and go.
  std::vector<MemoryBlock> blocks;
  for (size_t i = 0; i < 64; ++i) {
    blocks.push_back(allocate((i % 7 + 1) * 5000));
    std::memset(blocks.back().base(), 0xab, (i % 7 + 1) * 5000);
    if (i % 3 == 0) {
      (void)mapper.releaseMappedMemory(blocks[i / 2]);
    }
  }
  blocks.push_back(allocate(64 << 20));
  uintptr_t lowest = UINTPTR_MAX, highest = 0;
  for (const MemoryBlock &block : blocks) {
    if (!block.base())
      continue;
    lowest = std::min(lowest, address(block));
    highest = std::max(highest, address(block) + block.allocatedSize());
  }
  std::printf("span below 2 GiB: %s\n",
              highest - lowest < (uintptr_t(1) << 31) ? "yes" : "no");

  // The range's start is handed out again once released.
  MemoryBlock first = allocate(4096);
  uintptr_t firstAddress = address(first);
  (void)mapper.releaseMappedMemory(first);
  MemoryBlock again = allocate(4096);
  std::printf("released memory reused: %s\n",
              address(again) == firstAddress ? "yes" : "no");

  // Code written into a block runs once the block is executable: x86-64
  // `mov eax, 42; ret`.
  const unsigned char code[] = {0xb8, 42, 0, 0, 0, 0xc3};
  std::memcpy(again.base(), code, sizeof(code));
  bool ran = false;
  if (!mapper.protectMappedMemory(again, Memory::MF_READ | Memory::MF_EXEC)) {
    auto *function = reinterpret_cast<int (*)()>(again.base());
    ran = function() == 42;
  }
  std::printf("writable then executable: %s\n", ran ? "yes" : "no");

  std::error_code ec;
  MemoryBlock huge = mapper.allocateMappedMemory(
      SectionMemoryManager::AllocationPurpose::RWData,
      mlir::split::kJITMemoryReservation + 1, nullptr,
      Memory::MF_READ | Memory::MF_WRITE, ec);
  std::printf("too large: %s\n",
              !huge.base() && ec == std::errc::not_enough_memory
                  ? "not enough memory"
                  : "allocated");

  for (MemoryBlock &block : blocks)
    (void)mapper.releaseMappedMemory(block);
  (void)mapper.releaseMappedMemory(again);
  std::printf("done\n");
  return 0;
}
