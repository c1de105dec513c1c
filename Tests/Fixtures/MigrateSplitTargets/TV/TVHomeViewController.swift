import UIKit

final class TVHomeViewController: UIViewController {}
