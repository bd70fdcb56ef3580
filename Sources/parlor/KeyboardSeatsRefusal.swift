/// What a command that seats nobody at this keyboard says of the options of a game at this keyboard (`--player`,
/// `--names`, `--computer`, `--level`): `parlor`'s own options, which the parser takes anywhere on the line, so
/// that `parlor join ID --computer o` is refused rather than run as if the option were not there.
enum KeyboardSeatsRefusal {
    /// A room online (`host`, `join`, `watch`, `match`): the others see one name, and people take the seats.
    case online
    /// `history`: it lists games, and plays none.
    case history
    /// `serve`: a server seats the people who come, under the names they give.
    case server

    /// Why a name for a seat here means nothing to the command.
    var naming: String {
        switch self {
        case .online: "online, --name is the name the others see"
        case .history: "history lists finished games and seats nobody"
        case .server: "a server seats the players who come, under the names they give"
        }
    }

    /// Why the computer cannot take a seat through the command.
    var computer: String {
        switch self {
        case .online: "online, people take the seats"
        case .history: "history lists finished games and seats nobody"
        case .server: "a server seats the players who come"
        }
    }
}
