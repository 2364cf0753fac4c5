# -*- Python -*-
import os

import lit.formats
from lit.llvm import llvm_config
from lit.llvm.subst import ToolSubst

config.name = "SPLIT"
config.test_format = lit.formats.ShTest(not llvm_config.use_lit_shell)
config.suffixes = [".mlir", ".pbtxt", ".test", ".c", ".cpp"]
config.excludes = [
    "CMakeLists.txt", "lit.cfg.py", "lit.site.cfg.py", "Inputs"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.split_obj_root, "test")
config.substitutions.append(("%PATH%", config.environment["PATH"]))
config.substitutions.append(("%split_src_root", config.split_src_root))
config.substitutions.append(("%split_obj_root", config.split_obj_root))
# Configures a CMake project with the compilers and generator of this build.
config.substitutions.append(
    (
        "%cmake_configure",
        f'"{config.cmake}" -G "{config.cmake_generator}" '
        f'-DCMAKE_MAKE_PROGRAM="{config.make_program}" '
        f'-DCMAKE_C_COMPILER="{config.c_compiler}" '
        f'-DCMAKE_CXX_COMPILER="{config.cxx_compiler}"',
    )
)
config.substitutions.append(("%cmake", f'"{config.cmake}"'))
config.substitutions.append(("%cpack", f'"{config.cpack}"'))
config.substitutions.append(("%split_libdir", config.install_libdir))
config.substitutions.append(("%llvm_lib_dir", config.llvm_lib_dir))
# The build's split runtime, for stock mlir-runner's --shared-libs.
split_runtime = os.path.join(config.split_obj_root, "lib", "libsplit_runtime.so")
config.substitutions.append(("%split_runtime", split_runtime))
# Debian's own MLIR tools, for what must work with them (the plugin, the
# run-time library under mlir-runner).
config.substitutions.append(
    ("%stock-mlir-opt", os.path.join(config.llvm_tools_dir, "mlir-opt")))
config.substitutions.append(
    ("%stock-mlir-runner", os.path.join(config.llvm_tools_dir, "mlir-runner")))

llvm_config.with_system_environment(["HOME", "INCLUDE", "LIB", "TMP", "TEMP"])
llvm_config.use_default_substitutions()

tool_dirs = [config.split_tools_dir, config.llvm_tools_dir]
tools = [
    "split-opt",
    "split-runner",
    "split-translate",
    "split-onnx-run",
    "split-capi-test",
    "split-capi-errors-test",
    "split-jit-memory-test",
    "split-jit-errors-test",
    "split-lsp-server",
    "split-reduce",
    "split-fuzz-ir",
    "split-fuzz-onnx",
    "mlir-translate",
]


def runner_replaced_by(script, *arguments):
    """The tools of a mode in which split-runner is `script` (in test/) with
    `arguments` before split-runner's own."""
    return [
        "split-opt",
        "split-translate",
        "split-onnx-run",
        ToolSubst(
            "split-runner",
            command=" ".join(
                [os.path.join(config.test_source_root, script)]
                + list(arguments)),
        ),
    ]


# --param upstream=1: every split-runner run first goes through the upstream
# passes users put in their pipelines (test/run-after-upstream-passes.sh).
if lit_config.params.get("upstream"):
    config.name = "SPLIT-UPSTREAM"
    config.available_features.add("upstream-passes")
    tools = runner_replaced_by(
        "run-after-upstream-passes.sh",
        os.path.join(config.split_tools_dir, "split-opt"),
        os.path.join(config.split_tools_dir, "split-runner"))
# --param stages=1: every split-runner run goes instead through a user's own
# pipeline of split-to-llvm's stages and stock mlir-runner
# (test/run-through-stages.sh).
elif lit_config.params.get("stages"):
    config.name = "SPLIT-STAGES"
    config.available_features.add("stages")
    tools = runner_replaced_by(
        "run-through-stages.sh",
        os.path.join(config.split_tools_dir, "split-opt"),
        os.path.join(config.llvm_tools_dir, "mlir-runner"),
        config.llvm_lib_dir,
        split_runtime)
llvm_config.add_tool_substitutions(tools, tool_dirs)

# A sanitizer build (scripts/test.sh --sanitize): its installed libraries
# need the sanitizer runtimes, so projects built against them without
# -fsanitize do not link (test/Package).
if getattr(config, "split_sanitizer", ""):
    config.available_features.add("sanitizer")
llvm_config.with_environment("PATH", config.llvm_tools_dir, append_path=True)

# ONNX test models are protobuf text (.pbtxt) encoded at test time with
# protoc and the onnx.proto that Debian's libonnx-dev ships.
protoc = "protoc -I%s" % config.onnx_proto_include_dir
for message in ["ModelProto", "TensorProto"]:
    config.substitutions.append(
        ("%%encode-%s" % message[:-5].lower(),
         "%s --encode=onnx.%s onnx/onnx.proto" % (protoc, message)))
# onnx.proto has no SequenceProto (it is in onnx-data.proto, which Debian
# does not ship): Inputs/sequence.proto declares its wire format.
config.substitutions.append(
    ("%encode-sequence",
     "%s -I%s --encode=split_test.SequenceProto sequence.proto"
     % (protoc, os.path.join(config.test_source_root, "Target", "ONNX", "Inputs"))))
config.substitutions.append(("%onnx_testdata", config.onnx_testdata_dir))
