import IBKitCLI
IBKitCommand.run()
