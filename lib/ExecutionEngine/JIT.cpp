//===- JIT.cpp - JIT-compiling lowered split IR ---------------------------===//

#include "split/ExecutionEngine/JIT.h"

#include "split/ExecutionEngine/JITMemory.h"
#include "split/ExecutionEngine/JITPolicy.h"
#include "split/Runtime/Runtime.h"

#include "llvm/ExecutionEngine/Orc/JITTargetMachineBuilder.h"
#include "llvm/ExecutionEngine/Orc/Mangling.h"
#include "llvm/Support/TargetSelect.h"
#include "llvm/TargetParser/SubtargetFeature.h"

#include <functional>
#include <string>

using namespace mlir;

char split::RuntimeError::ID = 0;

void split::RuntimeError::log(llvm::raw_ostream &os) const { os << message; }

std::error_code split::RuntimeError::convertToErrorCode() const {
  return llvm::inconvertibleErrorCode();
}

namespace {
/// A packed function and its arguments, as callGuarded's one argument.
struct PackedCall {
  void (*function)(void **);
  void **arguments;
};
} // namespace

llvm::Error split::callGuarded(void (*function)(void **), void **arguments) {
  PackedCall call{function, arguments};
  std::string message;
  bool returned = runtime::callGuarded(
      [](void *argument) {
        auto *packed = static_cast<PackedCall *>(argument);
        packed->function(packed->arguments);
      },
      &call, message);
  if (returned)
    return llvm::Error::success();
  return llvm::make_error<RuntimeError>(std::move(message));
}

llvm::Error split::invokeGuarded(const ExecutionEngine &engine,
                                 llvm::StringRef name,
                                 llvm::MutableArrayRef<void *> arguments) {
  auto function = engine.lookupPacked(name);
  if (!function)
    return function.takeError();
  return callGuarded(*function, arguments.data());
}

void split::initializeJITTarget() {
  llvm::InitializeNativeTarget();
  llvm::InitializeNativeTargetAsmPrinter();
}

llvm::Expected<std::unique_ptr<ExecutionEngine>>
split::createJIT(Operation *module, const JITOptions &options,
                 llvm::ArrayRef<HostSymbol> hostSymbols) {
  auto builder = llvm::orc::JITTargetMachineBuilder::detectHost();
  if (!builder)
    return builder.takeError();
  if (!options.hostCPU) {
    builder->setCPU("");
    builder->getFeatures() = llvm::SubtargetFeatures();
  }
  llvm::CodeGenOptLevel codeGenLevel = options.optimize
                                           ? jitCodeGenOptLevel(module)
                                           : llvm::CodeGenOptLevel::None;
  builder->setCodeGenOptLevel(codeGenLevel);
  // The small code model, as LLJIT with JITLink generates, instead of the
  // large one LLVM picks for a JIT: FastISel selects calls and globals'
  // addresses only for it. Sound with RuntimeDyld because all the engine's
  // memory comes from one reserved range (JITMemory.h).
  builder->setCodeModel(llvm::CodeModel::Small);
  builder->setRelocationModel(llvm::Reloc::PIC_);
  auto machine = builder->createTargetMachine();
  if (!machine)
    return machine.takeError();

  // The policy's IR pipeline, tuned for the machine the code is generated
  // for. ExecutionEngineOptions holds a reference to it. A module whose code
  // is generated without optimisation (its functions too large to optimise)
  // is not optimised either: LLVM's module passes (IPSCCP, called-value
  // propagation, GlobalOpt, the inliner's call graph) would still walk the
  // `optnone` functions, about 1.3 s for an ONNX Split of 10000 outputs, for
  // small functions whose code generation then does not use it.
  bool optimizeIR =
      options.optimize && codeGenLevel != llvm::CodeGenOptLevel::None;
  std::function<llvm::Error(llvm::Module *)> transformer =
      makeJITTransformer(machine->get(), optimizeIR);
  ExecutionEngineOptions engineOptions;
  engineOptions.transformer = transformer;
  engineOptions.jitCodeGenOptLevel = codeGenLevel;
  engineOptions.sharedLibPaths = options.sharedLibPaths;
  engineOptions.sectionMemoryMapper = &jitMemoryMapper();
  auto engine =
      ExecutionEngine::create(module, engineOptions, std::move(*machine));
  if (!engine)
    return engine.takeError();

  (*engine)->registerSymbols([&](llvm::orc::MangleAndInterner interner) {
    llvm::orc::SymbolMap map;
    auto add = [&](llvm::StringRef name, void *address) {
      map[interner(name)] = {llvm::orc::ExecutorAddr::fromPtr(address),
                             llvm::JITSymbolFlags::Exported};
    };
    size_t count = 0;
    const runtime::Symbol *runtimeSymbols = runtime::symbols(count);
    for (size_t i = 0; i < count; ++i)
      add(runtimeSymbols[i].name, runtimeSymbols[i].address);
    // Later entries replace earlier ones: the host's win.
    for (const HostSymbol &symbol : hostSymbols)
      add(symbol.name, symbol.address);
    return map;
  });
  return std::move(*engine);
}
