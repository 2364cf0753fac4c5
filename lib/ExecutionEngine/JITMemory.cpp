//===- JITMemory.cpp - JIT memory within one reserved range ---------------===//

#include "split/ExecutionEngine/JITMemory.h"

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Alignment.h"
#include "llvm/Support/Memory.h"
#include "llvm/Support/Process.h"

#include <cstdlib>
#include <map>
#include <mutex>
#include <sys/mman.h>

using namespace mlir;
using llvm::sys::MemoryBlock;

namespace {

/// Hands out page-aligned blocks of one range reserved with PROT_NONE,
/// first fit; released blocks lose their pages and join their free
/// neighbours.
class ReservedRangeMapper final
    : public llvm::SectionMemoryManager::MemoryMapper {
public:
  explicit ReservedRangeMapper(size_t size)
      : pageSize(llvm::sys::Process::getPageSizeEstimate()) {
    void *range = mmap(nullptr, size, PROT_NONE,
                       MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    if (range != MAP_FAILED)
      freeBlocks[reinterpret_cast<uintptr_t>(range)] = size;
  }

  MemoryBlock
  allocateMappedMemory(llvm::SectionMemoryManager::AllocationPurpose,
                       size_t numBytes, const MemoryBlock *, unsigned flags,
                       std::error_code &ec) override {
    size_t size = llvm::alignTo(numBytes, pageSize);
    std::lock_guard<std::mutex> lock(mutex);
    for (auto it = freeBlocks.begin(); it != freeBlocks.end(); ++it) {
      if (it->second < size)
        continue;
      auto [start, available] = *it;
      freeBlocks.erase(it);
      if (available > size)
        freeBlocks[start + size] = available - size;
      MemoryBlock block(reinterpret_cast<void *>(start), size);
      if ((ec = llvm::sys::Memory::protectMappedMemory(block, flags))) {
        giveBack(start, size);
        return MemoryBlock();
      }
      ec = std::error_code();
      return block;
    }
    ec = std::make_error_code(std::errc::not_enough_memory);
    return MemoryBlock();
  }

  std::error_code protectMappedMemory(const MemoryBlock &block,
                                      unsigned flags) override {
    return llvm::sys::Memory::protectMappedMemory(block, flags);
  }

  std::error_code releaseMappedMemory(MemoryBlock &block) override {
    if (!block.base())
      return std::error_code();
    // A fresh PROT_NONE mapping over the block returns its pages to the
    // system and keeps the range reserved.
    if (mmap(block.base(), block.allocatedSize(), PROT_NONE,
             MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE | MAP_FIXED, -1,
             0) == MAP_FAILED)
      return std::error_code(errno, std::generic_category());
    std::lock_guard<std::mutex> lock(mutex);
    giveBack(reinterpret_cast<uintptr_t>(block.base()), block.allocatedSize());
    block = MemoryBlock();
    return std::error_code();
  }

private:
  /// Adds [start, start + size) to the free blocks, merged with the free
  /// blocks it touches.
  void giveBack(uintptr_t start, size_t size) {
    auto next = freeBlocks.lower_bound(start);
    if (next != freeBlocks.end() && start + size == next->first) {
      size += next->second;
      next = freeBlocks.erase(next);
    }
    if (next != freeBlocks.begin()) {
      auto previous = std::prev(next);
      if (previous->first + previous->second == start) {
        previous->second += size;
        return;
      }
    }
    freeBlocks[start] = size;
  }

  const size_t pageSize;
  std::mutex mutex;
  /// Start address to size, of the blocks not handed out.
  std::map<uintptr_t, size_t> freeBlocks;
};

} // namespace

/// kJITMemoryReservation, or SPLIT_JIT_MEMORY_MB MiB (1 to 2048).
static size_t reservationSize() {
  unsigned megabytes = 0;
  const char *text = std::getenv("SPLIT_JIT_MEMORY_MB");
  if (text && !llvm::StringRef(text).getAsInteger(10, megabytes) &&
      megabytes >= 1 && megabytes <= 2048)
    return size_t(megabytes) << 20;
  return split::kJITMemoryReservation;
}

llvm::SectionMemoryManager::MemoryMapper &split::jitMemoryMapper() {
  // Never destroyed: an engine may outlive main's locals.
  static auto *mapper = new ReservedRangeMapper(reservationSize());
  return *mapper;
}
