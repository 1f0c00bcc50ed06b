console.log("compile placeholder")
