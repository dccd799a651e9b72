// layoutlens-bench: speed figures for the engine, reader, text, renderer and checker.
// Run with `swift run -c release layoutlens-bench`. Figures vary with the machine; nothing here
// is asserted by the tests.
EngineBench.run()
benchReader()
benchFrontEnd()
benchInterpreter()
benchUserLayout()
runTextBench()
benchRender()
benchCheck()
