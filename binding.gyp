{
  "targets": [
    {
      "target_name": "veil_scanner",
      "sources": [
        "native/scanner.cc",
        "<!@(node native/re2-sources.mjs)"
      ],
      "include_dirs": [
        "native",
        "node_modules/re2/vendor/re2",
        "node_modules/re2/vendor/abseil-cpp"
      ],
      "defines": ["NDEBUG", "NOMINMAX", "NAPI_VERSION=8"],
      # Hidden: node-re2 loads its own RE2 and Abseil into the process, and an exported Abseil
      # static ("unique" symbol) binds to its copy. The DFA's state cache then hashed with two
      # seeds and built half its states twice (test/detection/native-scanner.test.ts).
      "cflags_cc": ["-std=c++2a", "-O3", "-fvisibility=hidden", "-fvisibility-inlines-hidden", "-Wno-sign-compare", "-Wno-unused-parameter", "-Wno-missing-field-initializers", "-Wno-cast-function-type"],
      "cflags_cc!": ["-fno-exceptions", "-std=gnu++17", "-std=gnu++14"],
      "cflags!": ["-fno-exceptions"],
      "conditions": [
        ["OS==\"linux\"", { "cflags": ["-pthread"], "ldflags": ["-pthread"] }],
        ["OS==\"mac\"", {
          "xcode_settings": {
            "MACOSX_DEPLOYMENT_TARGET": "10.15",
            "CLANG_CXX_LANGUAGE_STANDARD": "c++2a",
            "CLANG_CXX_LIBRARY": "libc++",
            "GCC_SYMBOLS_PRIVATE_EXTERN": "YES",
            "OTHER_CFLAGS": ["-O3"]
          }
        }],
        ["OS==\"win\"", { "sources": ["<!@(node native/re2-sources.mjs win)"] }]
      ]
    }
  ]
}
