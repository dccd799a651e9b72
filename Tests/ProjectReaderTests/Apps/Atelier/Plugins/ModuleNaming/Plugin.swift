import ProjectDescription

let plugin = Plugin(name: "ModuleNaming")
